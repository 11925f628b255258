import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queues } from '../../db/schema';

export type QueueRow = typeof queues.$inferSelect;

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
