import { and, asc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, schedules, whatsapps } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';

export type ScheduleRow = typeof schedules.$inferSelect;
type NewSchedule = Omit<typeof schedules.$inferInsert, 'id'>;
type Editable = Partial<
  Pick<
    ScheduleRow,
    'body' | 'sendAt' | 'contactId' | 'whatsappId' | 'mediaPath' | 'mediaName' | 'status' | 'error'
  >
>;

/** A schedule with the names the calendar shows. */
export interface ScheduleView {
  s: ScheduleRow;
  contact: { id: number; name: string; number: string };
  whatsapp: { id: number; name: string };
}

/** Statuses a user may still change: not yet claimed, or failed (then it waits again). */
export const EDITABLE_STATUSES = ['PENDENTE', 'ERRO'];

const viewSelect = (db: Executor) =>
  db
    .select({
      s: schedules,
      contact: { id: contacts.id, name: contacts.name, number: contacts.number },
      whatsapp: { id: whatsapps.id, name: whatsapps.name },
    })
    .from(schedules)
    .innerJoin(
      contacts,
      and(eq(contacts.companyId, schedules.companyId), eq(contacts.id, schedules.contactId)),
    )
    .innerJoin(
      whatsapps,
      and(eq(whatsapps.companyId, schedules.companyId), eq(whatsapps.id, schedules.whatsappId)),
    );

/** Contact name or message fragment, ignoring case and accents. */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return sql`(f_unaccent(lower(${contacts.name})) like f_unaccent(lower(${pattern}))
    or f_unaccent(lower(${schedules.body})) like f_unaccent(lower(${pattern})))`;
}

export interface ListFilter {
  search: string;
  contactId?: number;
  start?: Date;
  end?: Date;
  limit: number;
  offset: number;
}

/** One page by sendAt then id (schedules_company_send_at / schedules_company_contact_send_at). */
export async function listPage(db: Executor, companyId: number, f: ListFilter) {
  const rows = await viewSelect(db)
    .where(
      and(
        eq(schedules.companyId, companyId),
        f.contactId ? eq(schedules.contactId, f.contactId) : undefined,
        f.start ? gte(schedules.sendAt, f.start) : undefined,
        f.end ? lt(schedules.sendAt, f.end) : undefined,
        searchCondition(f.search),
      ),
    )
    .orderBy(asc(schedules.sendAt), asc(schedules.id))
    .limit(f.limit + 1)
    .offset(f.offset);
  return { rows: rows.slice(0, f.limit), hasMore: rows.length > f.limit };
}

export async function findView(db: Executor, companyId: number, id: number) {
  const [row] = await viewSelect(db)
    .where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)))
    .limit(1);
  return row as ScheduleView | undefined;
}

export async function insert(db: Executor, data: NewSchedule) {
  const [row] = await db.insert(schedules).values(data).returning();
  return row!;
}

/** Changes a schedule only while it is editable, so an edit never races a send. */
export async function updateEditable(db: Executor, companyId: number, id: number, patch: Editable) {
  const [row] = await db
    .update(schedules)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(schedules.companyId, companyId),
        eq(schedules.id, id),
        inArray(schedules.status, EDITABLE_STATUSES),
      ),
    )
    .returning();
  return row;
}

/** Removes a schedule unless it is being sent right now. */
export async function removeUnclaimed(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(schedules)
    .where(
      and(
        eq(schedules.companyId, companyId),
        eq(schedules.id, id),
        sql`${schedules.status} <> 'AGENDADA'`,
      ),
    )
    .returning({ id: schedules.id });
  return rows.length > 0;
}

/**
 * Claims a due schedule for sending: one statement that only a PENDENTE row passes, so of
 * several workers exactly one gets it. Undefined when not due, already claimed or settled.
 */
export async function claimDue(db: Executor, companyId: number, id: number, now: Date) {
  const [row] = await db
    .update(schedules)
    .set({ status: 'AGENDADA', claimedAt: now, error: null, updatedAt: now })
    .where(
      and(
        eq(schedules.companyId, companyId),
        eq(schedules.id, id),
        eq(schedules.status, 'PENDENTE'),
        lte(schedules.sendAt, now),
      ),
    )
    .returning();
  return row;
}

/** Settles a claimed schedule (ENVIADA or ERRO); only the claim's holder reaches it. */
export async function settle(
  db: Executor,
  companyId: number,
  id: number,
  patch: Pick<Partial<ScheduleRow>, 'status' | 'error' | 'sentAt' | 'ticketId'>,
) {
  const [row] = await db
    .update(schedules)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(schedules.companyId, companyId),
        eq(schedules.id, id),
        eq(schedules.status, 'AGENDADA'),
      ),
    )
    .returning();
  return row;
}

/** Due schedules of every company, oldest first (schedules_pending_send_at). */
export function dueSchedules(db: Executor, now: Date, limit: number) {
  return db
    .select({ companyId: schedules.companyId, id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.status, 'PENDENTE'), lte(schedules.sendAt, now)))
    .orderBy(asc(schedules.sendAt), asc(schedules.id))
    .limit(limit);
}

/**
 * Claims left unsettled longer than a send can take (the worker died between claim and
 * settle) become ERRO with `reason`: whether the channel delivered is unknown, so nothing is
 * re-sent. Bounded per statement (schedules_claimed_at).
 */
export function expireClaims(db: Executor, claimedBefore: Date, reason: string, limit: number) {
  const stale = db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.status, 'AGENDADA'), lt(schedules.claimedAt, claimedBefore)))
    .limit(limit);
  return db
    .update(schedules)
    .set({ status: 'ERRO', error: reason, updatedAt: new Date() })
    .where(and(inArray(schedules.id, stale), eq(schedules.status, 'AGENDADA')))
    .returning({ companyId: schedules.companyId, id: schedules.id });
}

/** Schedules of a connection not sent yet (waiting, being sent, or failed and editable). */
export async function countUnsentOf(db: Executor, companyId: number, whatsappId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schedules)
    .where(
      and(
        eq(schedules.companyId, companyId),
        eq(schedules.whatsappId, whatsappId),
        sql`${schedules.status} <> 'ENVIADA'`,
      ),
    );
  return row?.n ?? 0;
}
