import type { MessageDTO, QuickMessageDTO, TicketDTO, UserDTO, WhatsappDTO } from './dto';
import type { AuthEventPayload } from './events';
import type { InvoiceDTO } from './schemas/billing';
import type { AnnouncementDTO } from './schemas/announcement';
import type { ScheduleDTO } from './schemas/schedule';
import type { ContactListDTO, ContactListItemDTO } from './schemas/contact-list';
import type { FileListDTO } from './schemas/file-list';
import type { PromptDTO } from './schemas/prompt';
import type { ContactDTO } from './schemas/contact';
import type { KanbanCardDTO, KanbanLaneDTO } from './schemas/kanban';
import type { QueueDTO } from './schemas/queue';
import type { TagDTO } from './schemas/tag';
import type { CampaignCounts, CampaignDTO } from './schemas/campaign';
import type { WebhookDTO } from './schemas/webhook';
import type { QueueIntegrationDTO } from './schemas/queue-integration';
import type { TicketNoteDTO } from './schemas/ticket-note';

/** Who gave a ticket to another person (transfer dialog, at once or after x minutes). */
export interface TicketTransferrer {
  id: number;
  name: string;
}

/** Who resolved a ticket that another user (`holderId`) was attending. */
export interface TicketCloser extends TicketTransferrer {
  holderId: number;
}

/**
 * The payload of each company channel `company-{id}-{suffix}` (spec 1 §7 Realtime), keyed by
 * the suffix. The server's broadcaster emits exactly these; the web app's one subscription
 * hook hands them to its handlers, so both sides read one declaration.
 */
export interface ServerEvents {
  ticket:
    | {
        action: 'update';
        ticket: TicketDTO;
        /** Set when someone gave the ticket to its new owner (whose screen says so). */
        transferredBy?: TicketTransferrer;
        /** Set when someone resolved a ticket its holder was attending (whose screen says so). */
        closedBy?: TicketCloser;
      }
    | { action: 'delete'; ticketId: number };
  /** A ticket's notes, to the sockets that may see the ticket (its drawer follows). */
  ticketNote:
    | { action: 'create'; note: TicketNoteDTO }
    | { action: 'delete'; noteId: number; ticketId: number };
  appMessage:
    | { action: 'create'; message: MessageDTO; ticket: TicketDTO; contact: TicketDTO['contact'] }
    | { action: 'update'; message: MessageDTO };
  contact:
    | { action: 'create' | 'update'; contact: ContactDTO }
    | { action: 'delete'; contactId: number }
    /** many contacts changed at once (an import): refetch */
    | { action: 'reload' };
  tag: { action: 'create' | 'update'; tag: TagDTO } | { action: 'delete'; tagId: number };
  quickmessage:
    { action: 'create' | 'update'; record: QuickMessageDTO } | { action: 'delete'; id: number };
  whatsapp: { action: 'update'; whatsapp: WhatsappDTO } | { action: 'delete'; whatsappId: number };
  whatsappSession: { action: 'update'; session: WhatsappDTO };
  user: { action: 'create' | 'update'; user: UserDTO } | { action: 'delete'; userId: number };
  auth: AuthEventPayload;
  setting: { action: 'update'; setting: { key: string; value: string } };
  /** create and update are both an upsert for the lists (spec 2 §4) */
  queue: { action: 'create' | 'update'; queue: QueueDTO } | { action: 'delete'; queueId: number };
  /** A payment was confirmed: the invoice is paid and the company's due date moved (spec 2 §4). */
  payment: { action: 'CONCLUIDA'; invoice: InvoiceDTO; dueDate: string };
  /**
   * Platform announcements reach every company (spec 3 §4); a user who may not see a record
   * (an inactive one, for all but super users) gets its delete instead.
   */
  announcement:
    { action: 'create' | 'update'; record: AnnouncementDTO } | { action: 'delete'; id: number };
  /**
   * The kanban board (company-{id}-kanban): lanes reach the whole company, a card only those
   * who may see it (the others get its delete). A move renumbers other cards' positions too:
   * the board refetches on any of these.
   */
  kanban:
    | { action: 'create' | 'update'; card: KanbanCardDTO }
    | { action: 'create' | 'update'; lane: KanbanLaneDTO }
    | { action: 'delete'; cardId: number }
    | { action: 'delete'; laneId: number };
  /** Scheduled messages: saved, changing status as they are sent, or removed (spec 3 §6). */
  schedule:
    | { action: 'create' | 'update'; schedule: ScheduleDTO }
    | { action: 'delete'; scheduleId: number };
  /** Contact lists (spec 3 §4): create and update are an upsert; progress of the validity check. */
  ContactList:
    { action: 'create' | 'update'; record: ContactListDTO } | { action: 'delete'; id: number };
  ContactListItem:
    { action: 'create' | 'update'; record: ContactListItemDTO } | { action: 'delete'; id: number };
  /** File lists (/files). */
  file: { action: 'create' | 'update'; record: FileListDTO } | { action: 'delete'; id: number };
  /** AI prompts (/prompts): keys never included (apiKey and voiceKey are ''). */
  prompt: { action: 'create' | 'update'; record: PromptDTO } | { action: 'delete'; id: number };
  /** A campaign saved or progressing: `counts` are its report's figures (spec 3 §2 report). */
  campaign:
    | { action: 'create' | 'update'; record: CampaignDTO; counts?: CampaignCounts }
    | { action: 'delete'; id: number };
  /** Outbound webhooks, to the company's admins only: an endpoint paused after repeated failures. */
  webhook: { action: 'paused' | 'update'; webhook: WebhookDTO };
  /** Queue integrations (/queue-integration): saved or removed (spec 3 §4). */
  queueIntegration:
    | { action: 'create' | 'update'; queueIntegration: QueueIntegrationDTO }
    | { action: 'delete'; integrationId: number };
}

/** A company channel that carries events today. */
export type ServerChannel = keyof ServerEvents;
