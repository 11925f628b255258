import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiSendKeys, companies, whatsapps } from '../../db/schema';

/** The connection a token opens, with what the company's state decides. */
export async function findConnectionByToken(db: Executor, token: string) {
  const [row] = await db
    .select({
      id: whatsapps.id,
      companyId: whatsapps.companyId,
      name: whatsapps.name,
      provider: whatsapps.provider,
      companyStatus: companies.status,
      dueDate: companies.dueDate,
    })
    .from(whatsapps)
    .innerJoin(companies, eq(companies.id, whatsapps.companyId))
    .where(eq(whatsapps.token, token))
    .limit(1);
  return row;
}

/** Drops the connection's keys older than `before`: a retry comes within minutes, not days. */
export async function dropOldKeys(db: Executor, whatsappId: number, before: Date) {
  await db
    .delete(apiSendKeys)
    .where(and(eq(apiSendKeys.whatsappId, whatsappId), lt(apiSendKeys.createdAt, before)));
}

/**
 * Takes the key for this request: true when it is new. Otherwise the earlier request's row
 * (its answer, or null while it is still running).
 */
export async function claimKey(
  db: Executor,
  key: { companyId: number; whatsappId: number; key: string },
) {
  const [inserted] = await db
    .insert(apiSendKeys)
    .values(key)
    .onConflictDoNothing()
    .returning({ key: apiSendKeys.key });
  if (inserted) return { claimed: true as const };
  const [earlier] = await db
    .select({ response: apiSendKeys.response, fingerprint: apiSendKeys.fingerprint })
    .from(apiSendKeys)
    .where(and(eq(apiSendKeys.whatsappId, key.whatsappId), eq(apiSendKeys.key, key.key)));
  return {
    claimed: false as const,
    response: earlier?.response ?? null,
    fingerprint: earlier?.fingerprint ?? null,
  };
}

export async function saveKeyResponse(
  db: Executor,
  whatsappId: number,
  key: string,
  response: Record<string, unknown>,
  fingerprint: string,
) {
  await db
    .update(apiSendKeys)
    .set({ response, fingerprint })
    .where(and(eq(apiSendKeys.whatsappId, whatsappId), eq(apiSendKeys.key, key)));
}

/** Frees a key whose request failed before anything was stored, so a retry may run. */
export async function releaseKey(db: Executor, whatsappId: number, key: string) {
  await db
    .delete(apiSendKeys)
    .where(
      and(
        eq(apiSendKeys.whatsappId, whatsappId),
        eq(apiSendKeys.key, key),
        isNull(apiSendKeys.response),
      ),
    );
}
