import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyNameTaken } from '../../db/name-taken';
import { prompts, queues, whatsapps } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';

export type PromptRow = typeof prompts.$inferSelect;
export type PromptWrite = Omit<typeof prompts.$inferInsert, 'id' | 'companyId'>;
export type PromptWithQueue = {
  prompt: PromptRow;
  queue: { id: number; name: string; color: string } | null;
};

const inCompany = (companyId: number, id: number) =>
  and(eq(prompts.companyId, companyId), eq(prompts.id, id));

/** Name fragment, ignoring case and accents (prompts_name_trgm). */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  return sql`f_unaccent(lower(${prompts.name})) like f_unaccent(lower(${likePattern(search)}))`;
}

function selectWithQueue(db: Executor) {
  return db
    .select({ prompt: prompts, queue: { id: queues.id, name: queues.name, color: queues.color } })
    .from(prompts)
    .leftJoin(queues, and(eq(queues.companyId, prompts.companyId), eq(queues.id, prompts.queueId)));
}

/** One page by name then id (prompts_company_name). */
export async function listPage(
  db: Executor,
  companyId: number,
  opts: { search: string; limit: number; offset: number },
): Promise<{ rows: PromptWithQueue[]; hasMore: boolean }> {
  const rows = await selectWithQueue(db)
    .where(and(eq(prompts.companyId, companyId), searchCondition(opts.search)))
    .orderBy(asc(prompts.name), asc(prompts.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

export async function find(
  db: Executor,
  companyId: number,
  id: number,
): Promise<PromptWithQueue | undefined> {
  const [row] = await selectWithQueue(db).where(inCompany(companyId, id)).limit(1);
  return row;
}

export async function insert(db: Executor, companyId: number, data: PromptWrite) {
  const [row] = await db
    .insert(prompts)
    .values({ ...data, companyId })
    .returning({ id: prompts.id });
  return row.id;
}

export async function update(db: Executor, companyId: number, id: number, data: PromptWrite) {
  const rows = await db
    .update(prompts)
    .set({ ...data, updatedAt: new Date() })
    .where(inCompany(companyId, id))
    .returning({ id: prompts.id });
  return rows.length > 0;
}

/** The queues and connections answered by these prompts stop being so (prompt_id cleared). */
export async function clearPromptRefs(db: Executor, companyId: number, promptIds: number[]) {
  if (promptIds.length === 0) return;
  await db
    .update(queues)
    .set({ promptId: null, updatedAt: new Date() })
    .where(and(eq(queues.companyId, companyId), inArray(queues.promptId, promptIds)));
  await db
    .update(whatsapps)
    .set({ promptId: null })
    .where(and(eq(whatsapps.companyId, companyId), inArray(whatsapps.promptId, promptIds)));
}

/** The prompts answering in a queue (they go with it: prompts.queue_id cascades). */
export async function promptIdsOfQueue(db: Executor, companyId: number, queueId: number) {
  const rows = await db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(eq(prompts.companyId, companyId), eq(prompts.queueId, queueId)));
  return rows.map((r) => r.id);
}

/** The prompt; the queues and connections it answered for are cleared first. */
export async function remove(db: Executor, companyId: number, id: number) {
  return db.transaction(async (tx) => {
    await clearPromptRefs(tx, companyId, [id]);
    const rows = await tx
      .delete(prompts)
      .where(inCompany(companyId, id))
      .returning({ id: prompts.id });
    return rows.length > 0;
  });
}

/** Whether the company has this queue (a prompt's queueId is checked against it). */
export async function queueExists(db: Executor, companyId: number, queueId: number) {
  const [row] = await db
    .select({ id: queues.id })
    .from(queues)
    .where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)))
    .limit(1);
  return row !== undefined;
}

export const promptNameTaken = (db: Executor, companyId: number, name: string, exceptId?: number) =>
  companyNameTaken(db, prompts, companyId, name, exceptId);
