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
 * (A group's contact is a group too: the page's query checks that on the contact.)
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
    gt(tickets.unreadMessages, 0),
    inArray(tickets.status, statuses),
    or(isNull(tickets.userId), eq(tickets.userId, v.id)),
    or(isNull(tickets.queueId), inTheirQueues),
    hidden,
  )!;
}

/**
 * The viewer's unread alert tickets, the most recent first. The page's ids are picked from the
 * tickets alone (the company's live tickets by its status and owner indexes), then only those
 * rows are joined into DTOs: the joins never run for the tickets left off the page.
 */
export async function unreadAlertTickets(
  db: Executor,
  companyId: number,
  viewer: Viewer,
  limit: number,
): Promise<TicketDTO[]> {
  const page = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), unreadAlertTicket(viewer)))
    .orderBy(...ticketOrder)
    .limit(limit);
  const rows = await ticketDTOSelect(db)
    .where(
      and(eq(tickets.companyId, companyId), inArray(tickets.id, page), eq(contacts.isGroup, false)),
    )
    .orderBy(...ticketOrder);
  return rows.map(toTicketDTO);
}
