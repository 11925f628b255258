import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { baileysAuth, baileysLidMap, whatsapps } from '../../db/schema';

export interface AuthRow {
  kind: string;
  keyId: string;
  value: string;
}

/** Sealed values of one kind of the connection's auth state, by key id. */
export async function readAuth(
  db: Executor,
  companyId: number,
  whatsappId: number,
  kind: string,
  keyIds: string[],
) {
  if (keyIds.length === 0) return [];
  return db
    .select({ keyId: baileysAuth.keyId, value: baileysAuth.value })
    .from(baileysAuth)
    .where(
      and(
        eq(baileysAuth.companyId, companyId),
        eq(baileysAuth.whatsappId, whatsappId),
        eq(baileysAuth.kind, kind),
        inArray(baileysAuth.keyId, keyIds),
      ),
    );
}

/** Writes and removes many entries in two statements (a batch of signal keys). */
export async function writeAuth(
  db: Executor,
  companyId: number,
  whatsappId: number,
  upserts: AuthRow[],
  removals: { kind: string; keyId: string }[],
) {
  await db.transaction(async (tx) => {
    if (upserts.length) {
      await tx
        .insert(baileysAuth)
        .values(upserts.map((r) => ({ companyId, whatsappId, ...r })))
        .onConflictDoUpdate({
          target: [baileysAuth.whatsappId, baileysAuth.kind, baileysAuth.keyId],
          set: { value: sql`excluded.value` },
        });
    }
    for (const kind of new Set(removals.map((r) => r.kind))) {
      const ids = removals.filter((r) => r.kind === kind).map((r) => r.keyId);
      await tx
        .delete(baileysAuth)
        .where(
          and(
            eq(baileysAuth.companyId, companyId),
            eq(baileysAuth.whatsappId, whatsappId),
            eq(baileysAuth.kind, kind),
            inArray(baileysAuth.keyId, ids),
          ),
        );
    }
  });
}

/** Forgets the pairing: credentials and every key. */
export async function clearAuth(db: Executor, companyId: number, whatsappId: number) {
  await db
    .delete(baileysAuth)
    .where(and(eq(baileysAuth.companyId, companyId), eq(baileysAuth.whatsappId, whatsappId)));
}

export async function findLidNumber(db: Executor, companyId: number, lid: string) {
  const [row] = await db
    .select({ number: baileysLidMap.number })
    .from(baileysLidMap)
    .where(and(eq(baileysLidMap.companyId, companyId), eq(baileysLidMap.lid, lid)));
  return row?.number;
}

export async function saveLidNumber(db: Executor, companyId: number, lid: string, number: string) {
  await db
    .insert(baileysLidMap)
    .values({ companyId, lid, number })
    .onConflictDoUpdate({
      target: [baileysLidMap.companyId, baileysLidMap.lid],
      set: { number, updatedAt: sql`now()` },
      setWhere: ne(baileysLidMap.number, number),
    });
}

/**
 * The 'beta' connections that should have a live session somewhere: all but those left
 * disconnected or timed out by a person or by WhatsApp. Read by every process, all companies.
 */
export function listWanted(db: Executor) {
  return db
    .select({ id: whatsapps.id, companyId: whatsapps.companyId, name: whatsapps.name })
    .from(whatsapps)
    .where(
      and(
        eq(whatsapps.provider, 'beta'),
        sql`${whatsapps.status} not in ('DISCONNECTED', 'TIMEOUT')`,
      ),
    );
}

/** The connection as it is now (undefined once deleted or no longer 'beta'). */
export async function findBetaConnection(db: Executor, companyId: number, whatsappId: number) {
  const [row] = await db
    .select({ id: whatsapps.id, status: whatsapps.status })
    .from(whatsapps)
    .where(
      and(
        eq(whatsapps.companyId, companyId),
        eq(whatsapps.id, whatsappId),
        eq(whatsapps.provider, 'beta'),
      ),
    );
  return row;
}
