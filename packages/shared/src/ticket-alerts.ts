/** What the rule needs of the user: their id, queues and allTicket switch. */
export interface AlertViewer {
  id: number;
  queueIds: number[];
  allTicket: string;
}

/** What the rule needs of a ticket. */
export interface AlertTicket {
  status: string;
  userId: number | null;
  queueId: number | null;
  isGroup: boolean;
  contact: { isGroup: boolean };
}

/**
 * Whether a ticket concerns the user enough to alert them (spec 1 §6): open (pending too when
 * allTicket is enabled; never closed), unassigned or theirs, in one of their queues or in none,
 * and not a group. It fills the notifications list (GET /notifications, the top bar's popover)
 * and gates the sound and browser notifications (docs/decisions/0025, 0128). No zod here:
 * the top bar, in the first load, uses this file.
 */
export function isAlertTicket(ticket: AlertTicket, viewer: AlertViewer): boolean {
  if (ticket.status === 'closed') return false;
  if (ticket.status === 'pending' && viewer.allTicket !== 'enabled') return false;
  if (ticket.userId !== null && ticket.userId !== viewer.id) return false;
  if (ticket.queueId !== null && !viewer.queueIds.includes(ticket.queueId)) return false;
  return !ticket.isGroup && !ticket.contact.isGroup;
}

/** GET /notifications answers at most this many unread tickets, the most recent first. */
export const NOTIFICATIONS_MAX = 100;
