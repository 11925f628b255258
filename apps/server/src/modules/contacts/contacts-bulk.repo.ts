import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts } from '../../db/schema';

/** Rows per INSERT: 4 parameters each, far under Postgres' 65 535 parameter limit. */
const INSERT_BATCH = 500;
export interface ImportedContact {
  name: string;
  number: string;
  email: string;
}

/**
 * Creates the contacts whose number is new and updates name (and e-mail, when the file has one)
 * of the others, in batches: no lookup per row, and a contact created concurrently is updated
 * rather than failing the batch. Returns the numbers that were inserted (xmax 0: a new tuple).
 */
export async function upsertImportedContacts(
  db: Executor,
  companyId: number,
  items: ImportedContact[],
) {
  const inserted = new Set<string>();
  for (let i = 0; i < items.length; i += INSERT_BATCH) {
    const rows = await db
      .insert(contacts)
      .values(items.slice(i, i + INSERT_BATCH).map((c) => ({ ...c, companyId })))
      .onConflictDoUpdate({
        target: [contacts.companyId, contacts.number],
        set: {
          name: sql`excluded.name`,
          email: sql`case when excluded.email <> '' then excluded.email else ${contacts.email} end`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ number: contacts.number, created: sql<boolean>`(xmax = 0)` });
    for (const r of rows) if (r.created) inserted.add(r.number);
  }
  return inserted;
}

/** The next `limit` contacts after (name, id) in export order; keyset paging on the index. */
export function contactsAfter(
  db: Executor,
  companyId: number,
  after: { name: string; id: number } | undefined,
  limit: number,
) {
  return db
    .select({
      id: contacts.id,
      name: contacts.name,
      number: contacts.number,
      email: contacts.email,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, companyId),
        after ? sql`(${contacts.name}, ${contacts.id}) > (${after.name}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(limit);
}
