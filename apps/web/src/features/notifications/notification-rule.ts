import { isAlertTicket, type AlertTicket, type MessageDTO } from '@atende/shared';
import type { TicketViewer } from '../tickets/ticket-list-rules';

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
  ticket: AlertTicket & { uuid: string },
  viewer: TicketViewer,
  view: ViewState,
): boolean {
  if (message.fromMe || !isAlertTicket(ticket, viewer)) return false;
  return !(view.tabVisible && view.openTicketUuid === ticket.uuid);
}
