import { and, asc, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, plans, settings, users } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';

/**
 * The platform's company administration (super users): these functions reach every company,
 * so only companies-admin.service.ts calls them, after checking the caller is a super user.
 */

const campaignsEnabled = sql<string | null>`(select ${settings.value} from ${settings}
  where ${settings.companyId} = ${companies.id} and ${settings.key} = 'campaignsEnabled')`;

const rowColumns = { company: companies, plan: plans, campaignsEnabled };

/** Name or e-mail fragment, case- and accent-insensitive (f_unaccent: migration 0001). */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const term = likePattern(search);
  return or(
    sql`f_unaccent(lower(${companies.name})) like f_unaccent(lower(${term}))`,
    sql`lower(${companies.email}) like lower(${term})`,
  );
}

/** One page of companies by name (companies_name_lower_key serves the order), and the total. */
export async function listCompaniesPage(
  db: Executor,
  opts: { search: string; limit: number; offset: number },
) {
  const where = searchCondition(opts.search);
  const rows = await db
    .select(rowColumns)
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .where(where)
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  const [{ total }] = await db.select({ total: count() }).from(companies).where(where);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit, total };
}

export function listAllCompanies(db: Executor) {
  return db
    .select(rowColumns)
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(5000);
}

export async function findCompanyRow(db: Executor, id: number) {
  const [row] = await db
    .select(rowColumns)
    .from(companies)
    .innerJoin(plans, eq(plans.id, companies.planId))
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}

export type CompanyAdminRow = NonNullable<Awaited<ReturnType<typeof findCompanyRow>>>;

export async function updateCompany(
  db: Executor,
  id: number,
  patch: Partial<typeof companies.$inferInsert>,
) {
  const [row] = await db
    .update(companies)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(companies.id, id))
    .returning({ id: companies.id });
  return row;
}

/** Another company already named so (names are unique case-insensitively). */
export async function companyNameTaken(db: Executor, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        sql`lower(${companies.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(companies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** The platform's own company is the one its super users belong to. */
export async function isPlatformCompany(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, id), eq(users.super, true)))
    .limit(1);
  return !!row;
}

/** The company's first user (the one sign-up or the company form created). */
export async function findFirstUser(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

/**
 * Removes the company; every tenant table references it with ON DELETE CASCADE, so its rows go
 * in this one statement and no other company's row can be reached.
 */
export async function deleteCompanyRow(db: Executor, id: number) {
  const rows = await db
    .delete(companies)
    .where(eq(companies.id, id))
    .returning({ id: companies.id });
  return rows.length > 0;
}

/** Companies on a plan (a plan in use cannot be deleted). */
export async function countCompaniesOnPlan(db: Executor, planId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(companies)
    .where(eq(companies.planId, planId));
  return n;
}
