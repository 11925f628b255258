import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyNameTaken } from '../../db/name-taken';
import { contactListItems, contactLists } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';

export type ContactListRow = typeof contactLists.$inferSelect;

/** A list with its counts: items, items checked on WhatsApp, valid ones. */
export interface ContactListWithCounts extends ContactListRow {
  contactsCount: number;
  checkedCount: number;
  validCount: number;
}

/** One aggregate per listed row, in the same statement (contact_list_items_list_sort_name). */
const counts = {
  contactsCount: sql<number>`(select count(*)::int from ${contactListItems} i
    where i.contact_list_id = contact_lists.id)`,
  checkedCount: sql<number>`(select count(*)::int from ${contactListItems} i
    where i.contact_list_id = contact_lists.id and i.checked_at is not null)`,
  validCount: sql<number>`(select count(*)::int from ${contactListItems} i
    where i.contact_list_id = contact_lists.id and i.is_whatsapp_valid)`,
};

/** Name fragment, ignoring case and accents (contact_lists_name_trgm). */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  return sql`f_unaccent(lower(${contactLists.name})) like f_unaccent(lower(${likePattern(search)}))`;
}

/** One page by name then id (contact_lists_company_name). */
export async function listPage(
  db: Executor,
  companyId: number,
  opts: { search: string; limit: number; offset: number },
) {
  const rows = await db
    .select({ ...contactListColumns(), ...counts })
    .from(contactLists)
    .where(and(eq(contactLists.companyId, companyId), searchCondition(opts.search)))
    .orderBy(asc(contactLists.name), asc(contactLists.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

const contactListColumns = () => ({
  id: contactLists.id,
  companyId: contactLists.companyId,
  name: contactLists.name,
  createdAt: contactLists.createdAt,
  updatedAt: contactLists.updatedAt,
});

/** Every list of the company by name, bounded (the campaign dialog's picker). */
export function listAll(db: Executor, companyId: number, limit: number) {
  return db
    .select({ ...contactListColumns(), ...counts })
    .from(contactLists)
    .where(eq(contactLists.companyId, companyId))
    .orderBy(asc(contactLists.name), asc(contactLists.id))
    .limit(limit);
}

export async function findWithCounts(
  db: Executor,
  companyId: number,
  id: number,
): Promise<ContactListWithCounts | undefined> {
  const [row] = await db
    .select({ ...contactListColumns(), ...counts })
    .from(contactLists)
    .where(and(eq(contactLists.companyId, companyId), eq(contactLists.id, id)))
    .limit(1);
  return row;
}

export async function insert(db: Executor, companyId: number, name: string) {
  const [row] = await db.insert(contactLists).values({ companyId, name }).returning();
  return row;
}

export async function rename(db: Executor, companyId: number, id: number, name: string) {
  const [row] = await db
    .update(contactLists)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(contactLists.companyId, companyId), eq(contactLists.id, id)))
    .returning();
  return row;
}

/** Its items go with it (contact_list_items_company_list_fk cascades). */
export async function remove(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(contactLists)
    .where(and(eq(contactLists.companyId, companyId), eq(contactLists.id, id)))
    .returning({ id: contactLists.id });
  return rows.length > 0;
}

export const listNameTaken = (db: Executor, companyId: number, name: string, exceptId?: number) =>
  companyNameTaken(db, contactLists, companyId, name, exceptId);
