import { isAdminProfile, type AlertViewer, type TicketDTO } from '@atende/shared';
import { and, eq, gt, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, tickets } from '../../db/schema';
import { ticketDTOSelect, ticketOrder, toTicketDTO } from '../tickets/tickets.repo';

type Viewer = AlertViewer & { profile: string };

/**
 * isAlertTicket (packages/shared) as SQL, for unread tickets: open (pending too with
 * allTicket), unassigned or the viewer's, in their queues or in none, not a group. On top, the
 * lists' visibility rule: a user without allTicket does not see others' queue-less tickets.
 */
function unreadAlertTicket(v: Viewer): SQL {
  const statuses = v.allTicket === 'enabled' ? ['open', 'pending'] : ['open'];
  const inTheirQueues = v.queueIds.length ? inArray(tickets.queueId, v.queueIds) : undefined;
  const hidden =
    !isAdminProfile(v.profile) && v.allTicket !== 'enabled'
      ? or(eq(tickets.userId, v.id), isNotNull(tickets.queueId))
      : undefined;
  return and(
    eq(tickets.isGroup, false),
    eq(contacts.isGroup, false),
    gt(tickets.unreadMessages, 0),
    inArray(tickets.status, statuses),
    or(isNull(tickets.userId), eq(tickets.userId, v.id)),
    or(isNull(tickets.queueId), inTheirQueues),
    hidden,
  )!;
}

/**
 * The viewer's unread alert tickets, the most recent first: the live tickets of the company by
 * tickets_company_status_updated, stopping at `limit`.
 */
export async function unreadAlertTickets(
  db: Executor,
  companyId: number,
  viewer: Viewer,
  limit: number,
): Promise<TicketDTO[]> {
  const rows = await ticketDTOSelect(db)
    .where(and(eq(tickets.companyId, companyId), unreadAlertTicket(viewer)))
    .orderBy(...ticketOrder)
    .limit(limit);
  return rows.map(toTicketDTO);
}
