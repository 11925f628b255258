import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { companies, settings, type WeeklyHours } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompany(db: Executor, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function findCompanyByName(db: Executor, name: string) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.name}) = ${name.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function insertCompany(db: Executor, data: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(data).returning();
  return row;
}

export async function countCompanies(db: Executor) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return n;
}

/** A company's settings: read on many a customer's message (the bot, the waiting notice). */
const settingsOf = preparedFor((db) =>
  db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.companyId, sql.placeholder('companyId')))
    .orderBy(asc(settings.key))
    .prepare('company_settings'),
);

export function listSettings(db: Executor, companyId: number) {
  return settingsOf(db).execute({ companyId });
}

/** Insert or replace settings of one company in a single statement. */
export async function upsertSettings(
  db: Executor,
  companyId: number,
  entries: { key: string; value: string }[],
) {
  if (!entries.length) return;
  await db
    .insert(settings)
    .values(entries.map((e) => ({ ...e, companyId })))
    .onConflictDoUpdate({
      target: [settings.companyId, settings.key],
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}

/** The company's business hours (the Settings page's Schedules tab). */
export async function updateCompanySchedules(
  db: Executor,
  companyId: number,
  schedules: WeeklyHours[],
) {
  const [row] = await db
    .update(companies)
    .set({ schedules, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning();
  return row;
}
