import { TAG_LIST_MAX, type TagDTO, type TagListItemDTO } from '@atende/shared';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tags, tickets, ticketTags } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';
import { ticketVisibleTo } from '../tickets/tickets-list.repo';
import type { Viewer } from '../tickets/ticket-visibility';

const tagColumns = { id: tags.id, name: tags.name, color: tags.color, kanban: tags.kanban };

/**
 * Counted in the row's own statement (ticket_tags_tag serves it): never a query per row. A
 * viewer who may not open every ticket counts only those they may open (spec 1 §6). Built with
 * the query builder, which names each column with its table inside the subquery.
 */
function listItemColumns(db: Executor, restrictTo: Viewer | undefined) {
  const counted = restrictTo
    ? db
        .select({ n: count() })
        .from(ticketTags)
        .innerJoin(tickets, eq(tickets.id, ticketTags.ticketId))
        .where(and(eq(ticketTags.tagId, tags.id), ticketVisibleTo(restrictTo)))
    : db.select({ n: count() }).from(ticketTags).where(eq(ticketTags.tagId, tags.id));
  return { ...tagColumns, ticketsCount: sql<number>`(${counted})::int` };
}

/** Name fragment, case- and accent-insensitive (f_unaccent: migration 0001). */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  return sql`f_unaccent(lower(${tags.name})) like f_unaccent(lower(${likePattern(search)}))`;
}

/**
 * One page of the company's tags by name, with their ticket counts. Names are unique per
 * company, so the name alone orders the page and tags_company_name serves it.
 */
export async function listTagsPage(
  db: Executor,
  companyId: number,
  opts: { search: string; limit: number; offset: number; restrictTo?: Viewer },
): Promise<{ rows: TagListItemDTO[]; hasMore: boolean }> {
  const rows = await db
    .select(listItemColumns(db, opts.restrictTo))
    .from(tags)
    .where(and(eq(tags.companyId, companyId), searchCondition(opts.search)))
    .orderBy(asc(tags.name))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

/** One of the company's tags with its ticket count; undefined for another company's. */
export async function findTag(
  db: Executor,
  companyId: number,
  id: number,
  restrictTo?: Viewer,
): Promise<TagListItemDTO | undefined> {
  const [row] = await db
    .select(listItemColumns(db, restrictTo))
    .from(tags)
    .where(and(eq(tags.companyId, companyId), eq(tags.id, id)))
    .limit(1);
  return row;
}

export async function updateTag(
  db: Executor,
  companyId: number,
  id: number,
  patch: { name?: string; color?: string; kanban?: number },
): Promise<TagDTO | undefined> {
  const [row] = await db
    .update(tags)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(tags.companyId, companyId), eq(tags.id, id)))
    .returning(tagColumns);
  return row;
}

/** Deletes the tag; its ticket links go with it (ticket_tags cascades). */
export async function deleteTag(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(tags)
    .where(and(eq(tags.companyId, companyId), eq(tags.id, id)))
    .returning({ id: tags.id });
  return rows.length > 0;
}

/** The company's tags by name (served by tags_company_name), bounded. */
export function listTags(db: Executor, companyId: number): Promise<TagDTO[]> {
  return db
    .select(tagColumns)
    .from(tags)
    .where(eq(tags.companyId, companyId))
    .orderBy(asc(tags.name), asc(tags.id))
    .limit(TAG_LIST_MAX);
}

/** A tag (other than `exceptId`) whose name equals `name` ignoring case. */
export async function findTagByName(
  db: Executor,
  companyId: number,
  name: string,
  exceptId?: number,
) {
  const [row] = await db
    .select(tagColumns)
    .from(tags)
    .where(
      and(
        eq(tags.companyId, companyId),
        sql`lower(${tags.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(tags.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts the tag; undefined when the company already has that exact name. */
export async function insertTag(
  db: Executor,
  companyId: number,
  data: { name: string; color: string; kanban?: number },
): Promise<TagDTO | undefined> {
  const [row] = await db
    .insert(tags)
    .values({ ...data, companyId })
    .onConflictDoNothing()
    .returning(tagColumns);
  return row;
}

export async function ownedTagIds(db: Executor, companyId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.companyId, companyId), inArray(tags.id, ids)));
  return rows.map((r) => r.id);
}

/** Locks the ticket row so that concurrent syncs of one ticket run one after the other. */
export async function lockTicket(db: Executor, companyId: number, ticketId: number) {
  await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId)))
    .for('update');
}

/**
 * Links exactly `tagIds` to the ticket. Scoped through the parent rows: nothing is written for
 * another company's ticket, and only this company's tags are linked.
 */
export async function replaceTicketTags(
  db: Executor,
  companyId: number,
  ticketId: number,
  tagIds: number[],
) {
  const own = and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId));
  await db
    .delete(ticketTags)
    .where(inArray(ticketTags.ticketId, db.select({ id: tickets.id }).from(tickets).where(own)));
  if (tagIds.length) {
    await db.insert(ticketTags).select(
      db
        .select({ ticketId: tickets.id, tagId: tags.id })
        .from(tickets)
        .innerJoin(tags, eq(tags.companyId, tickets.companyId))
        .where(and(own, inArray(tags.id, tagIds))),
    );
  }
}

/** Links `tagIds` (this company's only) to the ticket; links already there stay as they are. */
export async function addTicketTags(
  db: Executor,
  companyId: number,
  ticketId: number,
  tagIds: number[],
) {
  if (!tagIds.length) return;
  await db
    .insert(ticketTags)
    .select(
      db
        .select({ ticketId: tickets.id, tagId: tags.id })
        .from(tickets)
        .innerJoin(tags, eq(tags.companyId, tickets.companyId))
        .where(
          and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId), inArray(tags.id, tagIds)),
        ),
    )
    .onConflictDoNothing();
}

/** Unlinks `tagIds` from the company's ticket; a tag it does not carry is no error. */
export async function removeTicketTags(
  db: Executor,
  companyId: number,
  ticketId: number,
  tagIds: number[],
) {
  if (!tagIds.length) return;
  const own = and(eq(tickets.companyId, companyId), eq(tickets.id, ticketId));
  await db
    .delete(ticketTags)
    .where(
      and(
        inArray(ticketTags.ticketId, db.select({ id: tickets.id }).from(tickets).where(own)),
        inArray(ticketTags.tagId, tagIds),
      ),
    );
}
