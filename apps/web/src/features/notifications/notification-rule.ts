import type { MessageDTO, TicketDTO } from '@atende/shared';
import type { TicketViewer } from '../tickets/ticket-list-rules';

type AlertTicket = Pick<TicketDTO, 'uuid' | 'status' | 'userId' | 'queueId' | 'isGroup'> & {
  contact: Pick<TicketDTO['contact'], 'isGroup'>;
};

/**
 * Whether a ticket concerns the user enough to alert them (spec 1 §6): open (pending too when
 * allTicket is enabled; never closed), unassigned or theirs, in one of their queues or in none,
 * and not a group. The same rule fills the notifications list and gates sound and browser
 * notifications (docs/decisions/0025).
 */
export function isAlertTicket(ticket: AlertTicket, viewer: TicketViewer): boolean {
  if (ticket.status === 'closed') return false;
  if (ticket.status === 'pending' && viewer.allTicket !== 'enabled') return false;
  if (ticket.userId !== null && ticket.userId !== viewer.id) return false;
  if (ticket.queueId !== null && !viewer.queueIds.includes(ticket.queueId)) return false;
  return !ticket.isGroup && !ticket.contact.isGroup;
}

/** What the user is looking at: the ticket open in this tab, and whether the tab is visible. */
export interface ViewState {
  openTicketUuid: string | null;
  tabVisible: boolean;
}

/**
 * Whether a new message rings and shows a browser notification: a contact's message (not ours)
 * on an alert ticket, unless that very ticket is on screen in a visible tab.
 */
export function shouldAlert(
  message: Pick<MessageDTO, 'fromMe'>,
  ticket: AlertTicket,
  viewer: TicketViewer,
  view: ViewState,
): boolean {
  if (message.fromMe || !isAlertTicket(ticket, viewer)) return false;
  return !(view.tabVisible && view.openTicketUuid === ticket.uuid);
}
