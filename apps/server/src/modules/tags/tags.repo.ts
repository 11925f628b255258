import { TAG_LIST_MAX, type TagDTO } from '@atende/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tags, tickets, ticketTags } from '../../db/schema';

const tagColumns = { id: tags.id, name: tags.name, color: tags.color, kanban: tags.kanban };

/** The company's tags by name (served by tags_company_name), bounded. */
export function listTags(db: Executor, companyId: number): Promise<TagDTO[]> {
  return db
    .select(tagColumns)
    .from(tags)
    .where(eq(tags.companyId, companyId))
    .orderBy(asc(tags.name), asc(tags.id))
    .limit(TAG_LIST_MAX);
}

/** A tag whose name equals `name` ignoring case. */
export async function findTagByName(db: Executor, companyId: number, name: string) {
  const [row] = await db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.companyId, companyId), sql`lower(${tags.name}) = ${name.toLowerCase()}`))
    .limit(1);
  return row;
}

/** Inserts the tag; undefined when the company already has that exact name. */
export async function insertTag(
  db: Executor,
  companyId: number,
  data: { name: string; color: string },
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

/** Links exactly `tagIds` (already checked to be the ticket company's) to the ticket. */
export async function replaceTicketTags(db: Executor, ticketId: number, tagIds: number[]) {
  await db.delete(ticketTags).where(eq(ticketTags.ticketId, ticketId));
  if (tagIds.length) {
    await db.insert(ticketTags).values(tagIds.map((tagId) => ({ ticketId, tagId })));
  }
}
