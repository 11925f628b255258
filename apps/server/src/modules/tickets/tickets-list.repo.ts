import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TicketListQuery } from '@atende/shared';
import { phoneSearchDigits } from '@atende/shared';
import type { Executor } from '../../db/client';
import { contacts, messages, ticketTags, tickets } from '../../db/schema';
import { onCompanyDay } from '../../db/company-day';
import { likePattern } from '../../db/like-pattern';
import { nameHasWords, numberMatches } from '../contacts/people-search';
import type { Viewer } from './ticket-visibility';
import { preparedFor } from '../../db/prepared';
import { selectTicketDTOs, ticketDTOSelect, ticketOrder, toTicketDTO } from './tickets.repo';

// ticket_list_page (migration 0005) declares ROWS 41: a page and one more
export const TICKETS_PAGE_SIZE = 40;

/** The visibility rule of spec 1 §6 as SQL, for one viewer who is not an admin. */
export function ticketVisibleTo(viewer: Viewer): SQL | undefined {
  const own = eq(tickets.userId, viewer.id);
  const queues = viewer.queueIds.length ? inArray(tickets.queueId, viewer.queueIds) : undefined;
  const noQueue = viewer.allTicket === 'enabled' ? isNull(tickets.queueId) : undefined;
  return or(own, queues, noQueue);
}

/**
 * The default views (a whole status; one's own tickets of a status): the page's ids come from
 * ticket_list_page (migration 0005), so the statement is built and planned once and its
 * cached plan keeps serving every page.
 */
const defaultViewPage = preparedFor((db) =>
  ticketDTOSelect(db)
    .where(
      and(
        eq(tickets.companyId, sql.placeholder('companyId')),
        sql`${tickets.id} in (select ticket_list_page(${sql.placeholder('companyId')},
          ${sql.placeholder('status')}, ${sql.placeholder('ownerId')},
          ${sql.placeholder('limit')}, ${sql.placeholder('offset')}))`,
      ),
    )
    .orderBy(...ticketOrder)
    .prepare('tickets_default_view'),
);

/**
 * One page of ticket DTOs, newest activity first. `restrictTo` is the viewer whose queues bound
 * the list (undefined: the whole company, for admins; or one's own tickets with `ownOnly`).
 */
export async function listTicketPage(
  db: Executor,
  companyId: number,
  q: TicketListQuery,
  opts: { restrictTo?: Viewer; ownOnly?: number; includeNoQueue: boolean },
) {
  const filtered =
    !!q.searchParam ||
    !!q.date ||
    !!q.updatedAt ||
    q.withUnreadMessages ||
    q.queueIds.length ||
    q.users.length ||
    q.tags.length;
  if (q.status && !opts.restrictTo && !filtered) {
    const rows = await defaultViewPage(db).execute({
      companyId,
      status: q.status,
      ownerId: opts.ownOnly ?? null,
      limit: TICKETS_PAGE_SIZE + 1,
      offset: (q.pageNumber - 1) * TICKETS_PAGE_SIZE,
    });
    const found = rows.map(toTicketDTO);
    return {
      tickets: found.slice(0, TICKETS_PAGE_SIZE),
      hasMore: found.length > TICKETS_PAGE_SIZE,
    };
  }

  const where: (SQL | undefined)[] = [eq(tickets.companyId, companyId)];
  if (q.status) where.push(eq(tickets.status, q.status));
  if (opts.restrictTo) where.push(ticketVisibleTo(opts.restrictTo));
  if (opts.ownOnly) where.push(eq(tickets.userId, opts.ownOnly));
  if (q.queueIds.length) {
    where.push(
      opts.includeNoQueue
        ? or(inArray(tickets.queueId, q.queueIds), isNull(tickets.queueId))
        : inArray(tickets.queueId, q.queueIds),
    );
  }
  if (q.users.length) where.push(inArray(tickets.userId, q.users));
  if (q.withUnreadMessages) where.push(gt(tickets.unreadMessages, 0));
  if (q.tags.length) {
    where.push(
      inArray(
        tickets.id,
        db
          .select({ id: ticketTags.ticketId })
          .from(ticketTags)
          .where(inArray(ticketTags.tagId, q.tags)),
      ),
    );
  }
  // the days are the company's (its time zone setting)
  if (q.date) where.push(onCompanyDay(tickets.createdAt, companyId, q.date));
  if (q.updatedAt) where.push(onCompanyDay(tickets.updatedAt, companyId, q.updatedAt));
  if (q.searchParam) {
    // each branch is served by a trigram index: contact name/number, message text. The name
    // holds every word in any order; a number is searched only for a phone-shaped term, so
    // 'pedido 123' does not bring every customer whose number holds 123.
    const pattern = likePattern(q.searchParam.trim().toLowerCase());
    const digits = phoneSearchDigits(q.searchParam);
    const matchingContacts = db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.companyId, companyId),
          or(
            nameHasWords(contacts.name, q.searchParam),
            digits ? numberMatches(contacts.number, digits) : undefined,
          ),
        ),
      );
    const matchingMessages = db
      .select({ id: messages.ticketId })
      .from(messages)
      .where(
        and(
          eq(messages.companyId, companyId),
          sql`f_unaccent(lower(${messages.body})) like f_unaccent(${pattern})`,
        ),
      );
    where.push(
      or(inArray(tickets.contactId, matchingContacts), inArray(tickets.id, matchingMessages)),
    );
  }
  // the page's ids straight off the list index, then their details, in one statement
  const page = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(...where))
    .orderBy(...ticketOrder)
    .limit(TICKETS_PAGE_SIZE + 1)
    .offset((q.pageNumber - 1) * TICKETS_PAGE_SIZE);
  const found = await selectTicketDTOs(db, companyId, inArray(tickets.id, page));
  return { tickets: found.slice(0, TICKETS_PAGE_SIZE), hasMore: found.length > TICKETS_PAGE_SIZE };
}
