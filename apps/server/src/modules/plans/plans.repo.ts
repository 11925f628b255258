import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, plans } from '../../db/schema';

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

/** The plan of a company (its flags gate features on every request that needs one). */
export async function findCompanyPlan(db: Executor, companyId: number) {
  const [row] = await db
    .select({ plan: plans })
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.plan;
}

/** Another plan already named so (ignoring case). */
export async function planNameTaken(db: Executor, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(
        sql`lower(${plans.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(plans.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** The plan, locked until the transaction ends: no company can take it up meanwhile. */
export async function lockPlan(db: Executor, planId: number) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).for('update');
  return row;
}

export async function updatePlan(
  db: Executor,
  planId: number,
  patch: Partial<typeof plans.$inferInsert>,
) {
  const [row] = await db
    .update(plans)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(plans.id, planId))
    .returning();
  return row;
}

export async function deletePlan(db: Executor, planId: number) {
  await db.delete(plans).where(eq(plans.id, planId));
}
