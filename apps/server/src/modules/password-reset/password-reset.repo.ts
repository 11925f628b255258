import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetCodes, users } from '../../db/schema';

/** Stores the user's code, replacing any earlier one (one live code per user). */
export async function saveCode(
  db: Executor,
  companyId: number,
  userId: number,
  data: { codeHash: string; expiresAt: Date; now: Date },
) {
  const values = { codeHash: data.codeHash, expiresAt: data.expiresAt, failedAttempts: 0 };
  await db
    .insert(passwordResetCodes)
    .values({ companyId, userId, ...values, createdAt: data.now })
    .onConflictDoUpdate({
      target: passwordResetCodes.userId,
      set: { ...values, companyId, createdAt: data.now },
    });
}

export async function findCode(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.companyId, companyId), eq(passwordResetCodes.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteCode(db: Executor, companyId: number, userId: number) {
  await db
    .delete(passwordResetCodes)
    .where(and(eq(passwordResetCodes.companyId, companyId), eq(passwordResetCodes.userId, userId)));
}

/**
 * Counts a wrong try on the code `codeHash`; the code is removed at `maxFailures`. A code
 * replaced meanwhile is left alone.
 */
export async function countFailure(
  db: Executor,
  companyId: number,
  userId: number,
  codeHash: string,
  maxFailures: number,
) {
  const mine = and(
    eq(passwordResetCodes.companyId, companyId),
    eq(passwordResetCodes.userId, userId),
    eq(passwordResetCodes.codeHash, codeHash),
  );
  const [row] = await db
    .update(passwordResetCodes)
    .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
    .where(mine)
    .returning({ failedAttempts: passwordResetCodes.failedAttempts });
  if (row && row.failedAttempts >= maxFailures) await db.delete(passwordResetCodes).where(mine);
}

/**
 * Spends the code `codeHash` and sets the new password, as one statement pair in the caller's
 * transaction; false when another request spent or replaced the code first.
 */
export async function spendCodeAndSetPassword(
  db: Executor,
  companyId: number,
  userId: number,
  codeHash: string,
  passwordHash: string,
  now: Date,
) {
  const spent = await db
    .delete(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.companyId, companyId),
        eq(passwordResetCodes.userId, userId),
        eq(passwordResetCodes.codeHash, codeHash),
      ),
    )
    .returning({ userId: passwordResetCodes.userId });
  if (!spent.length) return false;
  await db
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
  return true;
}
