import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;

export async function findPlan(db: Executor, planId: number) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1);
  return row;
}

export function listPlans(db: Executor) {
  return db.select().from(plans).orderBy(asc(plans.value), asc(plans.id)).limit(500);
}

export async function insertPlan(db: Executor, data: typeof plans.$inferInsert) {
  const [row] = await db.insert(plans).values(data).returning();
  return row;
}
