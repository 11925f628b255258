import { phoneSearchDigits } from '@atende/shared';
import { and, asc, count, eq, getTableColumns, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, tickets } from '../../db/schema';
import { companyDayEnd, companyDayStart, onCompanyDay } from '../../db/company-day';
import { nameHasWords, numberMatches } from './people-search';

export type ContactRow = typeof contacts.$inferSelect;
export type NewContact = Omit<typeof contacts.$inferInsert, 'id' | 'companyId'>;

/**
 * Every word in the name (case and accents ignored), or a number fragment when the term is
 * shaped like a phone number: the expressions match the trigram indexes contacts_name_trgm and
 * contacts_number_trgm exactly, so the planner can use them.
 */
function searchCondition(search: string): SQL | undefined {
  const byName = nameHasWords(contacts.name, search);
  const digits = phoneSearchDigits(search);
  return digits ? or(byName, numberMatches(contacts.number, digits)) : byName;
}

export interface ContactFilter {
  search: string;
  date?: string;
  dateStart?: string;
  dateEnd?: string;
}

function listWhere(companyId: number, f: ContactFilter) {
  const conds: (SQL | undefined)[] = [eq(contacts.companyId, companyId), searchCondition(f.search)];
  // the days are the company's (its time zone setting)
  if (f.date) conds.push(onCompanyDay(contacts.createdAt, companyId, f.date));
  if (f.dateStart) {
    conds.push(sql`${contacts.createdAt} >= ${companyDayStart(companyId, f.dateStart)}`);
  }
  if (f.dateEnd) conds.push(sql`${contacts.createdAt} < ${companyDayEnd(companyId, f.dateEnd)}`);
  return and(...conds);
}

/** Names as people read them: case and accents aside (the index contacts_company_sort_name). */
const contactSortName = sql`f_unaccent(lower(${contacts.name}))`;

/** One page ordered by name then id (served by contacts_company_sort_name), plus the total. */
export async function listContacts(
  db: Executor,
  companyId: number,
  opts: ContactFilter & { limit: number; offset: number },
) {
  const where = listWhere(companyId, opts);
  const rows = await db
    .select()
    .from(contacts)
    .where(where)
    .orderBy(asc(contactSortName), asc(contacts.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  const [{ total }] = await db.select({ total: count() }).from(contacts).where(where);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit, total };
}

export function listAllContacts(db: Executor, companyId: number, limit: number) {
  return db
    .select({
      id: contacts.id,
      name: contacts.name,
      number: contacts.number,
      email: contacts.email,
    })
    .from(contacts)
    .where(eq(contacts.companyId, companyId))
    .orderBy(asc(contactSortName), asc(contacts.id))
    .limit(limit);
}

export async function findContact(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)))
    .limit(1);
  return row;
}

/** Several of the company's contacts by id (those gone or of another company left out). */
export function findContacts(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), inArray(contacts.id, ids)));
}

/** The contact holding `number` in the company, other than `exceptId`. */
export async function findContactByNumber(
  db: Executor,
  companyId: number,
  number: string,
  exceptId?: number,
) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, companyId),
        eq(contacts.number, number),
        exceptId === undefined ? undefined : ne(contacts.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts unless the number is taken (also by a concurrent insert): undefined then. */
export async function insertContact(db: Executor, companyId: number, data: NewContact) {
  const [row] = await db
    .insert(contacts)
    .values({ ...data, companyId })
    .onConflictDoNothing({ target: [contacts.companyId, contacts.number] })
    .returning();
  return row;
}

export async function updateContact(
  db: Executor,
  companyId: number,
  id: number,
  patch: Partial<NewContact>,
) {
  const [row] = await db
    .update(contacts)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id)))
    .returning();
  return row;
}

/**
 * Deletes the contact; its tickets go with it (foreign-key cascade), and they are returned so
 * the lists showing them can be told. The contact is locked first: a ticket being opened for it
 * meanwhile waits, then fails, instead of disappearing unannounced.
 */
export async function deleteContact(db: Executor, companyId: number, id: number) {
  return db.transaction(async (tx) => {
    const ofContact = and(eq(contacts.companyId, companyId), eq(contacts.id, id));
    const [locked] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(ofContact)
      .for('update');
    if (!locked) return undefined;
    const gone = await tx
      .select({ id: tickets.id, queueId: tickets.queueId, userId: tickets.userId })
      .from(tickets)
      .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, id)));
    await tx.delete(contacts).where(ofContact);
    return gone;
  });
}

export interface ContactIdentity {
  number: string;
  name: string;
  isGroup?: boolean;
  whatsappId?: number | null;
}

/**
 * The company's contact for `number`, created when missing. Safe under concurrent calls for the
 * same new number (one insert wins, the others update the winner's row and get it back).
 * `created` tells whether this call inserted it (xmax is 0 only on a freshly inserted tuple).
 */
export async function findOrCreateContactByNumber(
  db: Executor,
  companyId: number,
  input: ContactIdentity,
): Promise<ContactRow & { created: boolean }> {
  const isGroup = input.isGroup ?? false;
  // group ids keep their own form; a person's number is stored as digits only
  const number = isGroup ? input.number.trim() : input.number.replace(/\D/g, '');
  if (!number) throw new Error('findOrCreateContactByNumber: empty number');
  const [row] = await db
    .insert(contacts)
    .values({
      companyId,
      number,
      name: input.name.trim() || number,
      isGroup,
      whatsappId: input.whatsappId ?? null,
    })
    .onConflictDoUpdate({
      target: [contacts.companyId, contacts.number],
      set: {
        updatedAt: sql`now()`,
        whatsappId: sql`coalesce(${contacts.whatsappId}, excluded.whatsapp_id)`,
      },
    })
    .returning({ ...getTableColumns(contacts), created: sql<boolean>`(xmax = 0)` });
  return row;
}

/**
 * The first of `numbers` the company has a contact under, in their order; undefined when
 * none (served by the unique index contacts_company_number).
 */
export async function storedNumberAmong(db: Executor, companyId: number, numbers: string[]) {
  const rows = await db
    .select({ number: contacts.number })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), inArray(contacts.number, numbers)));
  return numbers.find((n) => rows.some((r) => r.number === n));
}
