import type { QueryClient } from '@tanstack/react-query';
import type { TicketDTO, TicketsPage } from '@atende/shared';
import type { TicketViewer } from '../tickets/ticket-list-rules';
import { isAlertTicket } from './notification-rule';

/** The notifications list: the user's unread alert tickets, most recent first. */
export const ALERT_TICKETS_KEY = ['notifications', 'unread-tickets'] as const;

/** The list after a ticket changed: on top while unread and concerning the user, else out. */
export function withTicket(list: TicketDTO[], ticket: TicketDTO, viewer: TicketViewer) {
  const others = list.filter((t) => t.id !== ticket.id);
  return ticket.unreadMessages > 0 && isAlertTicket(ticket, viewer) ? [ticket, ...others] : others;
}

export function patchAlertTickets(
  client: QueryClient,
  change: (list: TicketDTO[]) => TicketDTO[],
): void {
  client.setQueryData<TicketsPage>(ALERT_TICKETS_KEY, (data) =>
    data ? { ...data, tickets: change(data.tickets) } : data,
  );
}
