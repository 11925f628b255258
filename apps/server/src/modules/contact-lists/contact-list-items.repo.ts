import { phoneSearchDigits } from '@atende/shared';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactListItems } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';
import { nameHasWords, numberMatches } from '../contacts/people-search';

export type ContactListItemRow = typeof contactListItems.$inferSelect;
export interface ItemFields {
  name: string;
  number: string;
  email: string;
}

const inCompany = (companyId: number, id: number) =>
  and(eq(contactListItems.companyId, companyId), eq(contactListItems.id, id));

/**
 * Every word in the name (case and accents ignored), the e-mail, or a number fragment (of a
 * phone-shaped term only, either Brazilian mobile form), within one list.
 */
function searchCondition(search: string): SQL | undefined {
  if (!search.trim()) return undefined;
  const digits = phoneSearchDigits(search);
  return or(
    nameHasWords(contactListItems.name, search),
    sql`lower(${contactListItems.email}) like lower(${likePattern(search.trim())})`,
    digits ? numberMatches(contactListItems.number, digits) : undefined,
  );
}

/** One page of a list by name then id (contact_list_items_list_sort_name). */
export async function listPage(
  db: Executor,
  companyId: number,
  contactListId: number,
  opts: { search: string; limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(contactListItems)
    .where(
      and(
        eq(contactListItems.contactListId, contactListId),
        eq(contactListItems.companyId, companyId),
        searchCondition(opts.search),
      ),
    )
    .orderBy(asc(sql`f_unaccent(lower(${contactListItems.name}))`), asc(contactListItems.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

export async function find(db: Executor, companyId: number, id: number) {
  const [row] = await db.select().from(contactListItems).where(inCompany(companyId, id)).limit(1);
  return row;
}

/** Undefined when the number is already in the list (contact_list_items_list_number). */
export async function insert(
  db: Executor,
  companyId: number,
  contactListId: number,
  fields: ItemFields,
) {
  const [row] = await db
    .insert(contactListItems)
    .values({ ...fields, companyId, contactListId })
    .onConflictDoNothing({ target: [contactListItems.contactListId, contactListItems.number] })
    .returning();
  return row;
}

/** A changed number is checked again: its validity is unknown until then. */
export async function update(db: Executor, companyId: number, id: number, fields: ItemFields) {
  const [row] = await db
    .update(contactListItems)
    .set({
      ...fields,
      isWhatsappValid: sql`case when ${contactListItems.number} = ${fields.number}
        then ${contactListItems.isWhatsappValid} end`,
      checkedAt: sql`case when ${contactListItems.number} = ${fields.number}
        then ${contactListItems.checkedAt} end`,
      updatedAt: new Date(),
    })
    .where(inCompany(companyId, id))
    .returning();
  return row;
}

/** Whether another item of the list already has `number`. */
export async function numberTaken(
  db: Executor,
  contactListId: number,
  number: string,
  exceptId: number,
) {
  const [row] = await db
    .select({ id: contactListItems.id })
    .from(contactListItems)
    .where(
      and(
        eq(contactListItems.contactListId, contactListId),
        eq(contactListItems.number, number),
        sql`${contactListItems.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return !!row;
}

export async function remove(db: Executor, companyId: number, id: number) {
  const rows = await db.delete(contactListItems).where(inCompany(companyId, id)).returning({
    id: contactListItems.id,
    contactListId: contactListItems.contactListId,
  });
  return rows[0];
}

/** Rows per statement: three array parameters whatever the batch size. */
const UPSERT_BATCH = 10_000;

/**
 * Adds the items whose number is new to the list and updates the name (and e-mail, when given)
 * of the others, keeping their checked validity. Arrays through unnest: one statement per
 * batch, three parameters. Returns the numbers inserted (xmax 0: a new tuple).
 */
export async function upsertMany(
  db: Executor,
  companyId: number,
  contactListId: number,
  items: ItemFields[],
) {
  const inserted = new Set<string>();
  for (let i = 0; i < items.length; i += UPSERT_BATCH) {
    const batch = items.slice(i, i + UPSERT_BATCH);
    const result = await db.execute(sql`
      insert into contact_list_items (company_id, contact_list_id, name, number, email)
      select ${companyId}, ${contactListId}, u.name, u.number, u.email
      from unnest(${sql.param(batch.map((b) => b.name))}::text[], ${sql.param(batch.map((b) => b.number))}::text[],
        ${sql.param(batch.map((b) => b.email))}::text[]) as u(name, number, email)
      on conflict (contact_list_id, number) do update set
        name = excluded.name,
        email = case when excluded.email <> '' then excluded.email
          else contact_list_items.email end,
        updated_at = now()
      returning number, (xmax = 0) as created`);
    const rows = (result as unknown as { rows: { number: string; created: boolean }[] }).rows;
    for (const r of rows) if (r.created) inserted.add(r.number);
  }
  return inserted;
}

/** The next items of a list not checked yet (contact_list_items_unchecked). */
export function unchecked(db: Executor, companyId: number, contactListId: number, limit: number) {
  return db
    .select({ id: contactListItems.id, number: contactListItems.number })
    .from(contactListItems)
    .where(
      and(
        eq(contactListItems.contactListId, contactListId),
        eq(contactListItems.companyId, companyId),
        isNull(contactListItems.checkedAt),
      ),
    )
    .orderBy(asc(contactListItems.id))
    .limit(limit);
}

/** Settles one item's validity, unless its number changed meanwhile (then it waits its turn). */
export async function settleValidity(
  db: Executor,
  companyId: number,
  item: { id: number; number: string },
  valid: boolean,
  at: Date,
) {
  const [row] = await db
    .update(contactListItems)
    .set({ isWhatsappValid: valid, checkedAt: at })
    .where(
      and(
        inCompany(companyId, item.id),
        eq(contactListItems.number, item.number),
        isNull(contactListItems.checkedAt),
      ),
    )
    .returning();
  return row;
}
