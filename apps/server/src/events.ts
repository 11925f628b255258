import { EventEmitter } from 'node:events';
import type {
  AnnouncementDTO,
  CampaignCounts,
  CampaignDTO,
  ChatDTO,
  ChatMessageDTO,
  ContactDTO,
  ContactListDTO,
  ContactListItemDTO,
  FileListDTO,
  PromptDTO,
  InvoiceDTO,
  KanbanCardDTO,
  KanbanLaneDTO,
  MessageDTO,
  QueueDTO,
  QueueIntegrationDTO,
  QuickMessageDTO,
  ScheduleDTO,
  SettingDTO,
  TagDTO,
  TicketDTO,
  TicketNoteDTO,
  UserDTO,
  WebhookDTO,
  WhatsappDTO,
} from '@atende/shared';

import type { TicketCloser, TicketTransferrer } from '@atende/shared';

/** Domain events emitted by services; the realtime broadcaster maps them to sockets. */
export type DomainEvent =
  /** `previous` is where the ticket was before (queue, owner), so its old audience hears it left. */
  | {
      type: 'ticket.updated';
      companyId: number;
      ticket: TicketDTO;
      /**
       * Where the ticket was before, when its queue or owner may have moved; `status` when the
       * change may have closed it (the webhooks' ticket.closed is sent for a closing only).
       */
      previous?: { status?: string; queueId: number | null; userId: number | null };
      /**
       * The ticket as the appMessage event just sent carries it (a message stored on it, its
       * placement unchanged): its sockets have it already and get no second frame. Other
       * listeners (webhooks, notices) still take it.
       */
      sentWithMessage?: true;
      /** Someone gave the ticket to another person, who is told who did. */
      transferredBy?: TicketTransferrer;
      /** Someone resolved a ticket another user was attending, who is told who did. */
      closedBy?: TicketCloser;
    }
  | {
      type: 'ticket.deleted';
      companyId: number;
      ticketId: number;
      queueId: number | null;
      userId: number | null;
    }
  | { type: 'message.created'; companyId: number; message: MessageDTO; ticket: TicketDTO }
  | {
      type: 'message.updated';
      companyId: number;
      message: MessageDTO;
      ticket: { id: number; queueId: number | null; userId: number | null };
    }
  /** A note added to or removed from a ticket: its audience's open drawers follow. */
  | {
      type: 'ticketNote.created';
      companyId: number;
      ticket: { id: number; queueId: number | null; userId: number | null };
      note: TicketNoteDTO;
    }
  | {
      type: 'ticketNote.deleted';
      companyId: number;
      ticket: { id: number; queueId: number | null; userId: number | null };
      noteId: number;
    }
  | { type: 'user.created' | 'user.updated'; companyId: number; user: UserDTO }
  | { type: 'user.deleted'; companyId: number; userId: number }
  | { type: 'auth.sessionReplaced'; companyId: number; userId: number; sessionId: string }
  /** `loggedOut`: the user's own logout, whose tab leaves by itself (no 'end' frame). */
  | { type: 'auth.sessionEnded'; companyId: number; userId: number; loggedOut?: boolean }
  | { type: 'setting.updated'; companyId: number; setting: SettingDTO }
  | { type: 'whatsapp.updated'; companyId: number; whatsapp: WhatsappDTO }
  | { type: 'whatsapp.session'; companyId: number; whatsapp: WhatsappDTO }
  | { type: 'whatsapp.deleted'; companyId: number; whatsappId: number }
  | { type: 'contact.created' | 'contact.updated'; companyId: number; contact: ContactDTO }
  | { type: 'contact.deleted'; companyId: number; contactId: number }
  | { type: 'contact.imported'; companyId: number }
  | { type: 'tag.created' | 'tag.updated'; companyId: number; tag: TagDTO }
  | { type: 'tag.deleted'; companyId: number; tagId: number }
  | {
      type: 'quickMessage.created' | 'quickMessage.updated';
      companyId: number;
      record: QuickMessageDTO;
    }
  | { type: 'quickMessage.deleted'; companyId: number; quickMessageId: number }
  | { type: 'queue.created' | 'queue.updated'; companyId: number; queue: QueueDTO }
  | { type: 'queue.deleted'; companyId: number; queueId: number }
  | { type: 'payment.confirmed'; companyId: number; invoice: InvoiceDTO; dueDate: string }
  /** A platform announcement: `audience` lists every company it goes to (all of them). */
  | {
      type: 'announcement.saved';
      companyId: number;
      action: 'create' | 'update';
      record: AnnouncementDTO;
      audience: number[];
    }
  | { type: 'announcement.deleted'; companyId: number; id: number; audience: number[] }
  /** Kanban: lanes go to the whole company, a card to those who may see it (0086). */
  | { type: 'kanban.lane'; companyId: number; action: 'create' | 'update'; lane: KanbanLaneDTO }
  | { type: 'kanban.laneDeleted'; companyId: number; laneId: number }
  | { type: 'kanban.card'; companyId: number; action: 'create' | 'update'; card: KanbanCardDTO }
  | { type: 'kanban.cardDeleted'; companyId: number; cardId: number }
  | {
      type: 'schedule.saved';
      companyId: number;
      action: 'create' | 'update';
      schedule: ScheduleDTO;
    }
  | { type: 'schedule.deleted'; companyId: number; scheduleId: number }
  // contact lists and file lists (realtime/list-broadcasts.ts)
  | {
      type: 'contactList.saved';
      companyId: number;
      action: 'create' | 'update';
      record: ContactListDTO;
    }
  | { type: 'contactList.deleted'; companyId: number; id: number }
  | {
      type: 'contactListItem.saved';
      companyId: number;
      action: 'create' | 'update';
      record: ContactListItemDTO;
    }
  | { type: 'contactListItem.deleted'; companyId: number; contactListId: number; id: number }
  | { type: 'contactListItem.reload'; companyId: number; contactListId: number }
  | { type: 'fileList.saved'; companyId: number; action: 'create' | 'update'; record: FileListDTO }
  | { type: 'fileList.deleted'; companyId: number; id: number }
  | { type: 'prompt.saved'; companyId: number; action: 'create' | 'update'; record: PromptDTO }
  | { type: 'prompt.deleted'; companyId: number; id: number }
  | {
      type: 'queueIntegration.saved';
      companyId: number;
      action: 'create' | 'update';
      record: QueueIntegrationDTO;
    }
  | { type: 'queueIntegration.deleted'; companyId: number; id: number }
  /** A campaign saved or progressing; `counts` when its report's figures changed. */
  | {
      type: 'campaign.saved';
      companyId: number;
      action: 'create' | 'update';
      record: CampaignDTO;
      counts?: CampaignCounts;
    }
  | { type: 'campaign.deleted'; companyId: number; campaignId: number }
  /** An internal chat saved; `removedUserIds` are members taken out by this update. */
  | {
      type: 'chat.saved';
      companyId: number;
      action: 'create' | 'update';
      chat: ChatDTO;
      removedUserIds: number[];
    }
  | { type: 'chat.deleted'; companyId: number; chatId: number; memberIds: number[] }
  | { type: 'chat.message'; companyId: number; message: ChatMessageDTO; chat: ChatDTO }
  | { type: 'chat.read'; companyId: number; chat: ChatDTO }
  /** An outbound webhook paused after repeated failures: a notice to the company's admins. */
  | { type: 'webhook.paused'; companyId: number; webhook: WebhookDTO };

export interface EventBus {
  emit(event: DomainEvent): void;
  on(listener: (event: DomainEvent) => void): () => void;
}

export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(100);
  return {
    emit: (event) => emitter.emit('event', event),
    on(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
  };
}
