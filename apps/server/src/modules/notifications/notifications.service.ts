import { NOTIFICATIONS_MAX } from '@atende/shared';
import type { Ctx } from '../../context';
import { markTicketRead } from '../messages/message-reads';
import { accessibleTicket } from '../tickets/ticket-access';
import { loadTicketDTO } from '../tickets/tickets.repo';
import { unreadAlertTickets } from './notifications.repo';

/**
 * GET /notifications (spec 1 §7): what the top bar's popover lists, the user's unread tickets
 * that concern them (docs/decisions/0025, 0128). A notification is its ticket: no second store
 * to keep in step with the messages.
 */
export function listNotifications(ctx: Ctx) {
  return unreadAlertTickets(ctx.db, ctx.companyId, ctx.user, NOTIFICATIONS_MAX);
}

/** PUT /notifications/{id} { read: true }: the ticket's messages read, as opening it does. */
export async function readNotification(ctx: Ctx, ticketId: number) {
  const ticket = await accessibleTicket(ctx, ticketId);
  await markTicketRead(ctx, ticket);
  return (await loadTicketDTO(ctx.db, ctx.companyId, ticketId))!;
}
