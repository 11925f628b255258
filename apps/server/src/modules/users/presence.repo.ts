import { and, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Up to `limit` users shown online whose last status ping (or sign-in without one) is at or
 * before `seenBy` go offline, in one statement served by users_online_seen. The update checks
 * again, so a ping that lands meanwhile keeps its user online. Answers those changed.
 */
export async function takeAbsentUsersOffline(db: Executor, seenBy: Date, limit: number) {
  const absent = and(
    sql`${users.online}`,
    or(isNull(users.lastSeenAt), lte(users.lastSeenAt, seenBy)),
  );
  const due = db.select({ id: users.id }).from(users).where(absent).limit(limit);
  return db
    .update(users)
    .set({ online: false })
    .where(and(inArray(users.id, due), absent))
    .returning();
}
