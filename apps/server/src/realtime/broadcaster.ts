import {
  isClientSetting,
  type ServerChannel,
  type ServerEvents,
  type UserDTO,
} from '@atende/shared';
import type { Executor } from '../db/client';
import type { DomainEvent, EventBus } from '../events';
import { rooms } from './rooms';
import { broadcastKanbanEvent } from './kanban-broadcasts';
import { broadcastListEvent } from './list-broadcasts';
import { broadcastChatEvent } from './chat-broadcasts';
import { broadcastTicketEvent } from './ticket-broadcasts';
import type { SocketLog } from './guarded';
import type { SocketServer } from './socket-server';
import { joinVisibilityRooms, leaveHiddenChats } from './visibility-rooms';
import { emitCompanyEvent } from './wire';

/** Gives the old tab time to receive the 'account used elsewhere' notice before it is cut. */
const DISCONNECT_DELAY_MS = 1_000;

/**
 * Maps domain events to rooms and to the spec's wire events. Never broadcasts to all. Room
 * changes and ticket or message events run in order on one chain, so a user who lost a queue
 * has left its rooms before the next message goes out; a failure is logged and the chain goes
 * on. Everything else is delivered at once.
 */
export function startBroadcaster(io: SocketServer, events: EventBus, db: Executor, log: SocketLog) {
  /** The sockets are picked now, so a later login's sockets are never caught by the delay. */
  const disconnectUser = (userId: number, keepSessionId?: string, delayMs = 0) =>
    io
      .in(rooms.user(userId))
      .fetchSockets()
      .then((sockets) => {
        const older = sockets.filter((socket) => socket.data.actor.sessionId !== keepSessionId);
        const cut = () => older.forEach((socket) => socket.disconnect(true));
        if (delayMs) setTimeout(cut, delayMs).unref();
        else cut();
      })
      .catch((err: unknown) => log.error({ err, userId }, 'could not disconnect sockets'));

  // queues or profile changed: follow the new visibility, and close chats no longer visible
  const refreshRooms = async (user: UserDTO) => {
    const viewer = { ...user, queueIds: user.queues.map((q) => q.id) };
    for (const socket of await io.in(rooms.user(user.id)).fetchSockets()) {
      joinVisibilityRooms(socket, user.companyId, viewer);
      await leaveHiddenChats(db, socket, user.companyId, viewer);
    }
  };

  /** Company-wide data (users, connections, settings, contacts, tags, queues): every socket of it. */
  const toCompany = <C extends ServerChannel>(
    companyId: number,
    channel: C,
    payload: ServerEvents[C],
  ) => emitCompanyEvent(io.to(rooms.company(companyId)), companyId, channel, payload);

  let inOrder: Promise<void> = Promise.resolve();
  const afterRoomChanges = (e: DomainEvent, work: () => Promise<void>) => {
    inOrder = inOrder
      .then(work)
      .catch((err: unknown) => log.error({ err, event: e.type }, 'broadcast failed'));
  };

  const handle = (e: DomainEvent) => {
    switch (e.type) {
      case 'ticket.updated':
      case 'ticket.deleted':
      case 'message.created':
      case 'message.updated':
      case 'ticketNote.created':
      case 'ticketNote.deleted':
        afterRoomChanges(e, async () => broadcastTicketEvent(io, e));
        return;
      case 'user.created':
      case 'user.updated':
        toCompany(e.companyId, 'user', {
          action: e.type === 'user.created' ? 'create' : 'update',
          user: e.user,
        });
        afterRoomChanges(e, () => refreshRooms(e.user));
        return;
      case 'user.deleted':
        toCompany(e.companyId, 'user', {
          action: 'delete',
          userId: e.userId,
        });
        return;
      case 'auth.sessionReplaced':
        emitCompanyEvent(io.to(rooms.user(e.userId)), e.companyId, 'auth', {
          action: 'update',
          user: { id: e.userId },
          sessionId: e.sessionId,
        });
        void disconnectUser(e.userId, e.sessionId, DISCONNECT_DELAY_MS);
        return;
      case 'auth.sessionEnded':
        if (e.loggedOut) {
          void disconnectUser(e.userId);
          return;
        }
        // an open tab is told before its socket is cut, and goes to the login page saying why
        emitCompanyEvent(io.to(rooms.user(e.userId)), e.companyId, 'auth', {
          action: 'end',
          user: { id: e.userId },
        });
        void disconnectUser(e.userId, undefined, DISCONNECT_DELAY_MS);
        return;
      case 'whatsapp.updated':
        toCompany(e.companyId, 'whatsapp', {
          action: 'update',
          whatsapp: e.whatsapp,
        });
        return;
      case 'whatsapp.session':
        toCompany(e.companyId, 'whatsappSession', {
          action: 'update',
          session: e.whatsapp,
        });
        return;
      case 'whatsapp.deleted':
        toCompany(e.companyId, 'whatsapp', {
          action: 'delete',
          whatsappId: e.whatsappId,
        });
        return;
      case 'setting.updated':
        // agents hear only the settings the web app needs; admins hear all (secrets masked)
        emitCompanyEvent(
          io.to(
            isClientSetting(e.setting.key) ? rooms.company(e.companyId) : rooms.admins(e.companyId),
          ),
          e.companyId,
          'setting',
          { action: 'update', setting: e.setting },
        );
        return;
      case 'contact.created':
      case 'contact.updated':
        toCompany(e.companyId, 'contact', {
          action: e.type === 'contact.created' ? 'create' : 'update',
          contact: e.contact,
        });
        return;
      case 'contact.deleted':
        toCompany(e.companyId, 'contact', {
          action: 'delete',
          contactId: e.contactId,
        });
        return;
      case 'tag.created':
      case 'tag.updated':
        toCompany(e.companyId, 'tag', {
          action: e.type === 'tag.created' ? 'create' : 'update',
          tag: e.tag,
        });
        return;
      case 'tag.deleted':
        toCompany(e.companyId, 'tag', { action: 'delete', tagId: e.tagId });
        return;
      case 'quickMessage.created':
      case 'quickMessage.updated': {
        const action = e.type === 'quickMessage.created' ? 'create' : 'update';
        if (e.record.geral || !e.record.userId) {
          toCompany(e.companyId, 'quickmessage', { action, record: e.record });
          return;
        }
        // a private quick reply reaches its author only; the others drop it if they had it
        const author = rooms.user(e.record.userId);
        emitCompanyEvent(io.to(author), e.companyId, 'quickmessage', { action, record: e.record });
        if (action === 'update') {
          emitCompanyEvent(
            io.to(rooms.company(e.companyId)).except(author),
            e.companyId,
            'quickmessage',
            {
              action: 'delete',
              id: e.record.id,
            },
          );
        }
        return;
      }
      case 'campaign.saved':
        toCompany(e.companyId, 'campaign', {
          action: e.action,
          record: e.record,
          counts: e.counts,
        });
        return;
      case 'campaign.deleted':
        toCompany(e.companyId, 'campaign', { action: 'delete', id: e.campaignId });
        return;
      case 'quickMessage.deleted':
        toCompany(e.companyId, 'quickmessage', { action: 'delete', id: e.quickMessageId });
        return;
      case 'queue.created':
      case 'queue.updated':
        toCompany(e.companyId, 'queue', {
          action: e.type === 'queue.created' ? 'create' : 'update',
          queue: e.queue,
        });
        return;
      case 'queue.deleted':
        toCompany(e.companyId, 'queue', { action: 'delete', queueId: e.queueId });
        return;
      case 'payment.confirmed':
        // invoices are the admins' (the Faturas page and the checkout)
        emitCompanyEvent(io.to(rooms.admins(e.companyId)), e.companyId, 'payment', {
          action: 'CONCLUIDA',
          invoice: e.invoice,
          dueDate: e.dueDate,
        });
        return;
      case 'webhook.paused':
        // the webhooks page and its notice are the admins'
        emitCompanyEvent(io.to(rooms.admins(e.companyId)), e.companyId, 'webhook', {
          action: 'paused',
          webhook: e.webhook,
        });
        return;
      case 'announcement.saved':
        for (const companyId of e.audience) {
          if (e.record.status) {
            toCompany(companyId, 'announcement', { action: e.action, record: e.record });
            continue;
          }
          // an inactive one: only super users may still open it; the others drop it
          const supers = rooms.supers(companyId);
          emitCompanyEvent(io.to(supers), companyId, 'announcement', {
            action: e.action,
            record: e.record,
          });
          emitCompanyEvent(
            io.to(rooms.company(companyId)).except(supers),
            companyId,
            'announcement',
            {
              action: 'delete',
              id: e.record.id,
            },
          );
        }
        return;
      case 'announcement.deleted':
        for (const companyId of e.audience) {
          toCompany(companyId, 'announcement', { action: 'delete', id: e.id });
        }
        return;
      case 'kanban.lane':
      case 'kanban.laneDeleted':
      case 'kanban.card':
      case 'kanban.cardDeleted':
        broadcastKanbanEvent(io, e);
        return;
      case 'schedule.saved':
        toCompany(e.companyId, 'schedule', { action: e.action, schedule: e.schedule });
        return;
      case 'queueIntegration.saved':
        toCompany(e.companyId, 'queueIntegration', {
          action: e.action,
          queueIntegration: e.record,
        });
        return;
      case 'queueIntegration.deleted':
        toCompany(e.companyId, 'queueIntegration', { action: 'delete', integrationId: e.id });
        return;
      case 'schedule.deleted':
        toCompany(e.companyId, 'schedule', { action: 'delete', scheduleId: e.scheduleId });
        return;
      case 'chat.saved':
      case 'chat.deleted':
      case 'chat.message':
      case 'chat.read':
        afterRoomChanges(e, () => broadcastChatEvent(io, e));
        return;
      case 'contact.imported':
        // one reload notice instead of an event per imported row
        toCompany(e.companyId, 'contact', {
          action: 'reload',
        });
        return;
      case 'contactList.saved':
      case 'contactList.deleted':
      case 'contactListItem.saved':
      case 'contactListItem.deleted':
      case 'contactListItem.reload':
      case 'fileList.saved':
      case 'fileList.deleted':
      case 'prompt.saved':
      case 'prompt.deleted':
        broadcastListEvent(io, e);
        return;
    }
  };
  return events.on(handle);
}
