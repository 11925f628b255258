import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { kanbanCards, kanbanLanes } from '../../db/schema';

/** An int[] parameter (ids are validated integers), the same on pg and PGlite. */
export const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export type LaneRow = typeof kanbanLanes.$inferSelect;

const lane = (companyId: number, id: number) =>
  and(eq(kanbanLanes.companyId, companyId), eq(kanbanLanes.id, id));

/** The company's lanes in board order (kanban_lanes_company_position), bounded. */
export function listLanes(db: Executor, companyId: number, limit: number) {
  return db
    .select()
    .from(kanbanLanes)
    .where(eq(kanbanLanes.companyId, companyId))
    .orderBy(asc(kanbanLanes.position), asc(kanbanLanes.id))
    .limit(limit);
}

export async function findLane(db: Executor, companyId: number, id: number) {
  const [row] = await db.select().from(kanbanLanes).where(lane(companyId, id)).limit(1);
  return row;
}

/**
 * Locks the named lanes for the transaction, in id order so two movers never wait on each
 * other in a circle. Every write that renumbers positions in a lane holds its lock first.
 */
export async function lockLanes(tx: Executor, companyId: number, ids: number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const rows = await tx
    .select({ id: kanbanLanes.id })
    .from(kanbanLanes)
    .where(and(eq(kanbanLanes.companyId, companyId), inArray(kanbanLanes.id, sorted)))
    .orderBy(asc(kanbanLanes.id))
    .for('update');
  return new Set(rows.map((r) => r.id));
}

/** Locks every lane of the company (lane order changes renumber them all), in id order. */
export async function lockAllLanes(tx: Executor, companyId: number) {
  return tx
    .select()
    .from(kanbanLanes)
    .where(eq(kanbanLanes.companyId, companyId))
    .orderBy(asc(kanbanLanes.id))
    .for('update');
}

export async function insertLane(
  tx: Executor,
  data: { companyId: number; name: string; color?: string; position: number },
) {
  const [row] = await tx.insert(kanbanLanes).values(data).returning();
  return row!;
}

export async function updateLane(
  db: Executor,
  companyId: number,
  id: number,
  patch: Partial<Pick<LaneRow, 'name' | 'color'>>,
  now: Date,
) {
  const [row] = await db
    .update(kanbanLanes)
    .set({ ...patch, updatedAt: now })
    .where(lane(companyId, id))
    .returning();
  return row;
}

/** Writes the given order as positions 0..n-1 in one statement. */
export async function setLaneOrder(tx: Executor, companyId: number, orderedIds: number[]) {
  if (orderedIds.length === 0) return;
  await tx.execute(sql`
    update kanban_lanes l set position = o.pos - 1
    from unnest(${intArray(orderedIds)}) with ordinality as o(id, pos)
    where l.company_id = ${companyId} and l.id = o.id and l.position <> o.pos - 1`);
}

export async function deleteLane(tx: Executor, companyId: number, id: number) {
  const rows = await tx
    .delete(kanbanLanes)
    .where(lane(companyId, id))
    .returning({ id: kanbanLanes.id });
  return rows.length > 0;
}

export async function laneHasCards(db: Executor, companyId: number, laneId: number) {
  const [row] = await db
    .select({ id: kanbanCards.id })
    .from(kanbanCards)
    .where(and(eq(kanbanCards.companyId, companyId), eq(kanbanCards.laneId, laneId)))
    .limit(1);
  return !!row;
}
