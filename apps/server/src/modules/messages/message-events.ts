import type { MessageDTO } from '@atende/shared';
import type { SystemCtx } from '../../context';
import { findTicket } from '../tickets/tickets.repo';
import { messageDTOOf, type MessageRow, type TicketAudience } from './messages.repo';

/**
 * The one way a changed message is announced (ack, send result, edit, delete): its DTO with
 * the message it quotes, and the ticket's queue and user that decide who hears it. Answers the
 * DTO; nothing is emitted for a message whose ticket is gone.
 */
export async function emitMessageUpdated(
  ctx: Pick<SystemCtx, 'db' | 'events'>,
  row: MessageRow,
  knownTicket?: TicketAudience,
): Promise<MessageDTO | undefined> {
  const [ticket, message] = await Promise.all([
    knownTicket ?? findTicket(ctx.db, row.companyId, row.ticketId),
    messageDTOOf(ctx.db, row),
  ]);
  if (!ticket) return undefined;
  ctx.events.emit({
    type: 'message.updated',
    companyId: row.companyId,
    message,
    ticket: { id: ticket.id, queueId: ticket.queueId, userId: ticket.userId },
  });
  return message;
}
