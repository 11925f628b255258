import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { likePattern } from '../../db/like-pattern';
import { nameHasWords } from '../contacts/people-search';
import type { QueueRefDTO } from '@atende/shared';
import type { Executor } from '../../db/client';
import { queues, userQueues, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'companyId'>;

/** Login looks a user up before any company is known: e-mails are unique platform-wide. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUser(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row;
}

/** Every word in the name (case and accents ignored, as every list searches), or the e-mail. */
function searchFilter(companyId: number, search: string) {
  return search.trim()
    ? and(
        eq(users.companyId, companyId),
        or(nameHasWords(users.name, search), ilike(users.email, likePattern(search.trim()))),
      )
    : eq(users.companyId, companyId);
}

/** By name as people read it ('ana_paula' beside 'Ana', 'Ângela' among the A's), then id. */
const byName = [sql`f_unaccent(lower(${users.name}))`, asc(users.id)];

/**
 * One page ordered by name, plus the total for the filter. A company's users are few (its plan's
 * limit): users_company_name finds them, and they are sorted as read, not by the index.
 */
export async function listUsers(
  db: Executor,
  companyId: number,
  opts: { search: string; limit: number; offset: number },
) {
  const where = searchFilter(companyId, opts.search);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...byName)
    .limit(opts.limit + 1)
    .offset(opts.offset);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit, total };
}

export function listAllUsers(db: Executor, companyId: number) {
  return db
    .select()
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(...byName)
    .limit(5000);
}

/** The queues of several users in one query (never one query per user). */
export async function queuesOfUsers(
  db: Executor,
  companyId: number,
  userIds: number[],
): Promise<Map<number, QueueRefDTO[]>> {
  const result = new Map<number, QueueRefDTO[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return result;
  const rows = await db
    .select({ userId: userQueues.userId, id: queues.id, name: queues.name, color: queues.color })
    .from(userQueues)
    .innerJoin(queues, eq(queues.id, userQueues.queueId))
    .where(and(eq(queues.companyId, companyId), inArray(userQueues.userId, userIds)))
    .orderBy(asc(queues.orderQueue), asc(queues.id));
  for (const { userId, ...q } of rows) result.get(userId)?.push(q);
  return result;
}

export async function insertUser(db: Executor, companyId: number, data: NewUser) {
  const [row] = await db
    .insert(users)
    .values({ ...data, companyId })
    .returning();
  return row;
}

export async function updateUser(
  db: Executor,
  companyId: number,
  id: number,
  patch: Partial<NewUser>,
) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .returning();
  return row;
}

export async function deleteUser(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Links exactly `queueIds` to the user. Scoped through the parent rows: nothing is written for
 * a user of another company, and only this company's queues are linked.
 */
export async function replaceUserQueues(
  db: Executor,
  companyId: number,
  userId: number,
  queueIds: number[],
) {
  const ownUser = and(eq(users.companyId, companyId), eq(users.id, userId));
  await db
    .delete(userQueues)
    .where(inArray(userQueues.userId, db.select({ id: users.id }).from(users).where(ownUser)));
  if (queueIds.length) {
    await db.insert(userQueues).select(
      db
        .select({ userId: users.id, queueId: queues.id })
        .from(users)
        .innerJoin(queues, eq(queues.companyId, users.companyId))
        .where(and(ownUser, inArray(queues.id, queueIds))),
    );
  }
}

export async function countUsers(db: Executor, companyId: number) {
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.companyId, companyId));
  return n;
}

export async function countAdmins(db: Executor, companyId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`lower(${users.profile}) = 'admin'`));
  return n;
}
