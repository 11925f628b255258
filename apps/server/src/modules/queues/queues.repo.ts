import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queues, whatsapps } from '../../db/schema';
import { clearPromptRefs, promptIdsOfQueue } from '../prompts/prompts.repo';

export type QueueRow = typeof queues.$inferSelect;
type QueueFields = Omit<typeof queues.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

/** Serialises a company's queue creations, so two at once cannot pass the plan's limit. */
const QUEUE_WRITES_LOCK = 7_231_003;

/** The company's queues in menu order (queues_company_order serves it); blank orders last. */
export function listQueues(db: Executor, companyId: number) {
  return db
    .select()
    .from(queues)
    .where(eq(queues.companyId, companyId))
    .orderBy(asc(queues.orderQueue), asc(queues.id))
    .limit(1000);
}

/** The ids among `ids` that are queues of this company. */
export async function ownedQueueIds(db: Executor, companyId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: queues.id })
    .from(queues)
    .where(and(eq(queues.companyId, companyId), inArray(queues.id, ids)));
  return rows.map((r) => r.id);
}

export async function findQueue(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(queues)
    .where(and(eq(queues.companyId, companyId), eq(queues.id, id)))
    .limit(1);
  return row;
}

/** Locks one queue row for the transaction (its option tree changes one writer at a time). */
export async function lockQueue(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select({ id: queues.id })
    .from(queues)
    .where(and(eq(queues.companyId, companyId), eq(queues.id, id)))
    .for('update');
  return row;
}

export async function lockQueueWrites(db: Executor, companyId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${QUEUE_WRITES_LOCK}, ${companyId})`);
}

export async function countQueues(db: Executor, companyId: number) {
  const [row] = await db.select({ n: count() }).from(queues).where(eq(queues.companyId, companyId));
  return row.n;
}

const except = (exceptId?: number) =>
  exceptId === undefined ? undefined : ne(queues.id, exceptId);

/** Another queue of the company whose `column` equals `value`, ignoring case. */
async function findQueueWithText(
  db: Executor,
  companyId: number,
  column: typeof queues.name | typeof queues.color,
  value: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: queues.id })
    .from(queues)
    .where(
      and(
        eq(queues.companyId, companyId),
        sql`lower(${column}) = ${value.toLowerCase()}`,
        except(exceptId),
      ),
    )
    .limit(1);
  return row;
}

export const findQueueByName = (db: Executor, companyId: number, name: string, exceptId?: number) =>
  findQueueWithText(db, companyId, queues.name, name, exceptId);

export const findQueueByColor = (
  db: Executor,
  companyId: number,
  color: string,
  exceptId?: number,
) => findQueueWithText(db, companyId, queues.color, color, exceptId);

export async function insertQueue(db: Executor, companyId: number, data: QueueFields) {
  const [row] = await db
    .insert(queues)
    .values({ ...data, companyId })
    .returning();
  return row;
}

export async function updateQueue(
  db: Executor,
  companyId: number,
  id: number,
  patch: Partial<QueueFields>,
) {
  const [row] = await db
    .update(queues)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(queues.companyId, companyId), eq(queues.id, id)))
    .returning();
  return row;
}

/**
 * Deletes the queue. Its tickets and connections' transfer queue keep their row with the
 * column cleared, its links to users and connections and its option tree go with it (foreign
 * keys); the connections' unconstrained send-from queue is cleared here.
 */
export async function deleteQueue(db: Executor, companyId: number, id: number) {
  // its prompts go with it (cascade): whoever else named them must not keep a dangling id
  await clearPromptRefs(db, companyId, await promptIdsOfQueue(db, companyId, id));
  await db
    .update(whatsapps)
    .set({ sendIdQueue: null })
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.sendIdQueue, id)));
  const rows = await db
    .delete(queues)
    .where(and(eq(queues.companyId, companyId), eq(queues.id, id)))
    .returning({ id: queues.id });
  return rows.length > 0;
}
