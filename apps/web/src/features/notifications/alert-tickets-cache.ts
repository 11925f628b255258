import type { QueryClient } from '@tanstack/react-query';
import { isAlertTicket, NOTIFICATIONS_MAX, type TicketDTO } from '@atende/shared';
import { canSeeTicket, type TicketViewer } from '../tickets/ticket-list-rules';

/** The notifications list: the user's unread alert tickets, most recent first. */
export const ALERT_TICKETS_KEY = ['notifications', 'unread-tickets'] as const;

/** A notification of the user (what GET /notifications answers): unread, theirs to open, alerting. */
export const isNotification = (ticket: TicketDTO, viewer: TicketViewer) =>
  ticket.unreadMessages > 0 && isAlertTicket(ticket, viewer) && canSeeTicket(viewer, ticket);

/**
 * The list after a ticket changed: on top while unread and concerning the user, else out; as
 * long as GET /notifications answers at most, so a tab open all day counts as a fresh one does.
 */
export function withTicket(list: TicketDTO[], ticket: TicketDTO, viewer: TicketViewer) {
  const others = list.filter((t) => t.id !== ticket.id);
  return isNotification(ticket, viewer) ? [ticket, ...others].slice(0, NOTIFICATIONS_MAX) : others;
}

export function patchAlertTickets(
  client: QueryClient,
  change: (list: TicketDTO[]) => TicketDTO[],
): void {
  client.setQueryData<TicketDTO[]>(ALERT_TICKETS_KEY, (data) => data && change(data));
}
