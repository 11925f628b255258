import { and, asc, count, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { QueueRefDTO } from '@atende/shared';
import type { Executor } from '../../db/client';
import { queues, tickets, whatsappQueues, whatsapps } from '../../db/schema';
import { sql } from 'drizzle-orm';

export type WhatsappRow = typeof whatsapps.$inferSelect;
export type NewWhatsapp = Omit<typeof whatsapps.$inferInsert, 'id' | 'companyId'>;

export async function findWhatsapp(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, id)))
    .limit(1);
  return row;
}

/** Locks the connection for a delete (docs/decisions/0149). */
export function listWhatsapps(db: Executor, companyId: number) {
  return db
    .select()
    .from(whatsapps)
    .where(eq(whatsapps.companyId, companyId))
    .orderBy(asc(whatsapps.name), asc(whatsapps.id))
    .limit(1000);
}

export async function findDefaultWhatsapp(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.isDefault, true)))
    .limit(1);
  return row;
}

/** Connections not left disconnected, to be resumed when a process starts. */
export function listResumable(db: Executor) {
  return db
    .select({
      id: whatsapps.id,
      companyId: whatsapps.companyId,
      name: whatsapps.name,
      provider: whatsapps.provider,
    })
    .from(whatsapps)
    .where(ne(whatsapps.status, 'DISCONNECTED'));
}

export async function countWhatsapps(db: Executor, companyId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(whatsapps)
    .where(eq(whatsapps.companyId, companyId));
  return n;
}

export async function insertWhatsapp(db: Executor, companyId: number, data: NewWhatsapp) {
  const [row] = await db
    .insert(whatsapps)
    .values({ ...data, companyId })
    .returning();
  return row;
}

export async function updateWhatsapp(
  db: Executor,
  companyId: number,
  id: number,
  patch: Partial<NewWhatsapp>,
) {
  const [row] = await db
    .update(whatsapps)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, id)))
    .returning();
  return row;
}

/**
 * CONNECTED again after traffic went through, unless the status is one of `unless`: one
 * statement that writes nothing when it already is (every send runs it). The row when changed.
 */
export async function markConnected(
  db: Executor,
  companyId: number,
  id: number,
  unless: readonly string[],
) {
  const [row] = await db
    .update(whatsapps)
    .set({ status: 'CONNECTED', statusReason: '', qrcode: '', retries: 0, updatedAt: new Date() })
    .where(
      and(
        eq(whatsapps.companyId, companyId),
        eq(whatsapps.id, id),
        notInArray(whatsapps.status, ['CONNECTED', ...unless]),
      ),
    )
    .returning({ id: whatsapps.id });
  return row;
}

/** Makes `id` the only default connection of the company. */
export async function setOnlyDefault(db: Executor, companyId: number, id: number) {
  await db
    .update(whatsapps)
    .set({ isDefault: false })
    .where(
      and(eq(whatsapps.companyId, companyId), ne(whatsapps.id, id), eq(whatsapps.isDefault, true)),
    );
}

/** How many tickets (of any status) the connection holds: its delete would erase them. */
export async function countTicketsOf(db: Executor, companyId: number, id: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.companyId, companyId), eq(tickets.whatsappId, id)));
  return n;
}

export async function deleteWhatsapp(db: Executor, companyId: number, id: number) {
  await db.delete(whatsapps).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, id)));
}

export async function queuesOfWhatsapps(db: Executor, companyId: number, ids: number[]) {
  const result = new Map<number, QueueRefDTO[]>(ids.map((id) => [id, []]));
  if (!ids.length) return result;
  const rows = await db
    .select({
      whatsappId: whatsappQueues.whatsappId,
      id: queues.id,
      name: queues.name,
      color: queues.color,
    })
    .from(whatsappQueues)
    .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
    .where(and(eq(queues.companyId, companyId), inArray(whatsappQueues.whatsappId, ids)))
    .orderBy(asc(queues.orderQueue), asc(queues.id));
  for (const { whatsappId, ...q } of rows) result.get(whatsappId)?.push(q);
  return result;
}

/**
 * Links exactly `queueIds` to the connection. Scoped through the parent rows: nothing is
 * written for another company's connection, and only this company's queues are linked.
 */
export async function replaceWhatsappQueues(
  db: Executor,
  companyId: number,
  whatsappId: number,
  queueIds: number[],
) {
  const own = and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, whatsappId));
  await db
    .delete(whatsappQueues)
    .where(
      inArray(
        whatsappQueues.whatsappId,
        db.select({ id: whatsapps.id }).from(whatsapps).where(own),
      ),
    );
  if (queueIds.length) {
    await db.insert(whatsappQueues).select(
      db
        .select({ whatsappId: whatsapps.id, queueId: queues.id })
        .from(whatsapps)
        .innerJoin(queues, eq(queues.companyId, whatsapps.companyId))
        .where(and(own, inArray(queues.id, queueIds))),
    );
  }
}

/** What ingest needs of a connection, with its queue ids, in one read. */
export async function findIngestConnection(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select({
      id: whatsapps.id,
      queueIds: sql<
        number[]
      >`coalesce((select array_agg(${whatsappQueues.queueId}) from ${whatsappQueues} where ${whatsappQueues.whatsappId} = ${whatsapps.id}), '{}'::int[])`,
    })
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, id)))
    .limit(1);
  return row;
}
