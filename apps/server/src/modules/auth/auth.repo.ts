import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { literalLimit, preparedFor } from '../../db/prepared';
import { refreshTokens, userQueues, users } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  data: { userId: number; sessionId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(data);
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks one token used; false when another request rotated it first. */
export async function consumeRefreshToken(db: Executor, id: number, now: Date) {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** A rotated token's single exchange within its grace window; false when already spent. */
export async function spendGrace(db: Executor, id: number, now: Date) {
  const rows = await db
    .update(refreshTokens)
    .set({ graceUsedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.graceUsedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** The company and live session of a refresh token's user (before any company is known). */
export async function findSessionOwner(db: Executor, userId: number) {
  const [row] = await db
    .select({ companyId: users.companyId, sessionId: users.sessionId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Revokes every live refresh token of a user, except those of `keepSessionId`. */
export async function revokeUserRefreshTokens(
  db: Executor,
  userId: number,
  now: Date,
  keepSessionId?: string,
) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepSessionId ? ne(refreshTokens.sessionId, keepSessionId) : undefined,
      ),
    );
}

export async function setUserSession(
  db: Executor,
  companyId: number,
  userId: number,
  sessionId: string | null,
) {
  await db
    .update(users)
    .set({ sessionId, online: sessionId !== null })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/**
 * Ends every session of a company's users but its super users (the platform's own company may
 * be switched off, not its operators): refresh tokens revoked, live sessions cleared. Answers
 * the users whose sessions ended.
 */
export async function clearCompanySessions(db: Executor, companyId: number, now: Date) {
  const members = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.super, false)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(sql`${refreshTokens.userId} in ${members}`, isNull(refreshTokens.revokedAt)));
  return db
    .update(users)
    .set({ sessionId: null, online: false })
    .where(and(eq(users.companyId, companyId), eq(users.super, false)))
    .returning({ id: users.id });
}

export async function setUserOnline(
  db: Executor,
  companyId: number,
  userId: number,
  online: boolean,
  now: Date,
) {
  await db
    .update(users)
    .set({ online, lastSeenAt: now })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}

/** One read per request: the user's session, profile and what ticket visibility needs. */
const actorRow = preparedFor((db) =>
  db
    .select({
      profile: users.profile,
      super: users.super,
      sessionId: users.sessionId,
      allTicket: users.allTicket,
      queueIds: sql<
        number[]
      >`coalesce((select array_agg(${userQueues.queueId}) from ${userQueues} where ${userQueues.userId} = ${users.id}), '{}'::int[])`,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, sql.placeholder('companyId')),
        eq(users.id, sql.placeholder('userId')),
      ),
    )
    .limit(literalLimit(1))
    .prepare('actor_row'),
);

export async function findActorRow(db: Executor, companyId: number, userId: number) {
  const [row] = await actorRow(db).execute({ companyId, userId });
  return row;
}
