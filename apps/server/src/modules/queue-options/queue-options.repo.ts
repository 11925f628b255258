import { QUEUE_OPTIONS_MAX } from '@atende/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queueOptions } from '../../db/schema';

export type QueueOptionRow = typeof queueOptions.$inferSelect;
type OptionFields = Pick<
  typeof queueOptions.$inferInsert,
  'option' | 'title' | 'message' | 'forwardQueueId' | 'humanHandover'
>;

/**
 * Every option of one queue, level by level in number order (queue_options_tree serves it).
 * A queue holds at most QUEUE_OPTIONS_MAX, so its whole menu is one bounded read.
 */
export function listQueueOptions(db: Executor, companyId: number, queueId: number) {
  return db
    .select()
    .from(queueOptions)
    .where(and(eq(queueOptions.companyId, companyId), eq(queueOptions.queueId, queueId)))
    .orderBy(asc(queueOptions.parentId), asc(queueOptions.option), asc(queueOptions.id))
    .limit(QUEUE_OPTIONS_MAX + 1);
}

export async function findQueueOption(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(queueOptions)
    .where(and(eq(queueOptions.companyId, companyId), eq(queueOptions.id, id)))
    .limit(1);
  return row;
}

export async function insertQueueOption(
  db: Executor,
  companyId: number,
  data: OptionFields & { queueId: number; parentId: number | null },
) {
  const [row] = await db
    .insert(queueOptions)
    .values({ ...data, companyId })
    .returning();
  return row;
}

export async function updateQueueOption(
  db: Executor,
  companyId: number,
  id: number,
  patch: Partial<OptionFields>,
) {
  const [row] = await db
    .update(queueOptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(queueOptions.companyId, companyId), eq(queueOptions.id, id)))
    .returning();
  return row;
}

/** Deletes the option; its subtree goes with it (the parent foreign key cascades). */
export async function deleteQueueOption(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(queueOptions)
    .where(and(eq(queueOptions.companyId, companyId), eq(queueOptions.id, id)))
    .returning({ id: queueOptions.id });
  return rows.length > 0;
}
