import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { whatsapps } from '../db/schema';
import { rowsOf } from '../modules/dashboard/dashboard.repo';

/** Connections (channel sessions) by status, across every company: one grouped query. */
export function countSessionsByStatus(db: Executor) {
  return db
    .select({ status: whatsapps.status, count: sql<number>`count(*)::int` })
    .from(whatsapps)
    .groupBy(whatsapps.status);
}

/**
 * Jobs by queue and state, straight from the job queue's table. Empty when no process ever
 * started the queue on this database (its schema does not exist yet).
 */
export async function countJobsByState(db: Executor) {
  const [found] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass('pgboss.job')::text as name`,
  );
  if (!found?.name) return [];
  return rowsOf<{ queue: string; state: string; count: number }>(
    db,
    sql`select name as queue, state::text as state, count(*)::int as count
        from pgboss.job
        where state in ('created', 'retry', 'active', 'failed')
        group by name, state`,
  );
}
