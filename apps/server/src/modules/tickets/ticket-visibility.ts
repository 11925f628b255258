import { isAdminProfile } from '@atende/shared';

export interface Viewer {
  id: number;
  profile: string;
  queueIds: number[];
  allTicket: string;
}

/**
 * Who may see a ticket (spec 1 §6): admins all; others the tickets assigned to them, those
 * of their queues, and tickets without a queue when their allTicket is 'enabled'.
 */
export function canSeeTicket(
  viewer: Viewer,
  ticket: { userId: number | null; queueId: number | null },
) {
  if (isAdminProfile(viewer.profile)) return true;
  if (ticket.userId === viewer.id) return true;
  if (ticket.queueId === null) return viewer.allTicket === 'enabled';
  return viewer.queueIds.includes(ticket.queueId);
}
