import type { DomainEvent } from '../events';
import { rooms } from './rooms';
import type { SocketServer } from './socket-server';
import { emitCompanyEvent } from './wire';

type Placement = { queueId: number | null; userId: number | null };

/** Every room whose sockets may see a ticket placed so: admins, its owner, its queue's users. */
export function audience(companyId: number, ...placements: (Placement | undefined)[]) {
  const result = new Set([rooms.admins(companyId)]);
  for (const p of placements) {
    if (!p) continue;
    if (p.userId) result.add(rooms.user(p.userId));
    result.add(p.queueId ? rooms.queue(companyId, p.queueId) : rooms.noQueue(companyId));
  }
  return [...result];
}

type TicketEvent = Extract<
  DomainEvent,
  {
    type:
      | 'ticket.updated'
      | 'ticket.deleted'
      | 'message.created'
      | 'message.updated'
      | 'ticketNote.created'
      | 'ticketNote.deleted';
  }
>;

/** company-{id}-ticket, -appMessage and -ticketNote, only to sockets that may see the ticket. */
export function broadcastTicketEvent(io: SocketServer, e: TicketEvent) {
  switch (e.type) {
    case 'ticket.updated':
      // one frame per message: its appMessage event carries the ticket (spec 1 §4: a new
      // message moves the ticket to the top and sets unread)
      if (e.sentWithMessage) return;
      // the previous audience hears it too, so a transferred ticket leaves their lists
      emitCompanyEvent(io.to(audience(e.companyId, e.ticket, e.previous)), e.companyId, 'ticket', {
        action: 'update',
        ticket: e.ticket,
        ...(e.transferredBy && { transferredBy: e.transferredBy }),
        ...(e.closedBy && { closedBy: e.closedBy }),
      });
      leaveChatsNoLongerVisible(io, e.companyId, e.ticket);
      return;
    case 'ticket.deleted':
      emitCompanyEvent(io.to(audience(e.companyId, e)), e.companyId, 'ticket', {
        action: 'delete',
        ticketId: e.ticketId,
      });
      return;
    case 'message.created':
      emitCompanyEvent(io.to(chatAudience(e)), e.companyId, 'appMessage', {
        action: 'create',
        message: e.message,
        ticket: e.ticket,
        contact: e.ticket.contact,
      });
      return;
    case 'ticketNote.created':
      emitCompanyEvent(io.to(audience(e.companyId, e.ticket)), e.companyId, 'ticketNote', {
        action: 'create',
        note: e.note,
      });
      return;
    case 'ticketNote.deleted':
      emitCompanyEvent(io.to(audience(e.companyId, e.ticket)), e.companyId, 'ticketNote', {
        action: 'delete',
        noteId: e.noteId,
        ticketId: e.ticket.id,
      });
      return;
    case 'message.updated':
      emitCompanyEvent(io.to(chatAudience(e)), e.companyId, 'appMessage', {
        action: 'update',
        message: e.message,
      });
      return;
  }
}

/** A message's audience: the ticket's, plus the sockets that have its chat open. */
const chatAudience = (e: { companyId: number; ticket: Placement & { id: number } }) => [
  ...audience(e.companyId, e.ticket),
  rooms.ticket(e.ticket.id),
];

/**
 * A socket that opened the chat (joinChatBox) keeps hearing its messages only while its user
 * may still see the ticket: after a transfer out of their queues it leaves the chat room. One
 * leave order for every process, with no round trip to collect the sockets first.
 */
function leaveChatsNoLongerVisible(
  io: SocketServer,
  companyId: number,
  ticket: Placement & { id: number },
) {
  const room = rooms.ticket(ticket.id);
  io.in(room).except(audience(companyId, ticket)).socketsLeave(room);
}
