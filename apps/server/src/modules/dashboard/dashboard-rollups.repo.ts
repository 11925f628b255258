import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from './dashboard.repo';

/** The zone the company's rollup days are in (none before its first finished cycle). */
export async function rollupZone(db: Executor, companyId: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ timeZone: string }>(
    db,
    sql`select time_zone as "timeZone" from dashboard_rollup_zones where company_id = ${companyId}`,
  );
  return row?.timeZone;
}

/**
 * Recomputes the company's rollups in `timeZone` from its cycles (migration 0029's function:
 * waits for the cycle writes in flight; does nothing if another call already did it).
 */
export async function rebuildRollups(db: Executor, companyId: number, timeZone: string) {
  await db.execute(sql`select dashboard_rollup_rebuild(${companyId}::int, ${timeZone}::text)`);
}
