import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Period } from './period';

/** Whose cycles count: the whole company (admins) or the cycles of some queues (supervisors). */
export interface Scope {
  companyId: number;
  /** null: every queue and none; otherwise only cycles in these queues. */
  queueIds: number[] | null;
}

export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The instants the period's first day starts and the day after its last starts, in its zone. */
export const bounds = (p: Period) => ({
  lo: sql`(${p.from}::date)::timestamp at time zone ${p.timeZone}`,
  hi: sql`(${p.to}::date + 1)::timestamp at time zone ${p.timeZone}`,
});

/** Cycles in the scope's queues (an empty list matches nothing). */
export function inScope(scope: Scope, column: SQL = sql`tt.queue_id`): SQL {
  if (!scope.queueIds) return sql`true`;
  if (!scope.queueIds.length) return sql`false`;
  return sql`${column} in (${sql.join(
    scope.queueIds.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}

/** Mean minutes from `from` to `to` over the rows, one decimal (null when none). */
export const meanMinutes = (from: string, to: string) =>
  sql.raw(`round((avg(extract(epoch from ${to} - ${from})) / 60)::numeric, 1)::float8`);

/**
 * The same mean from rollup sums of whole microseconds: back to seconds at scale 6, as the raw
 * epochs are, then divided by the count as avg() does, so both round alike.
 */
export const rolledMinutes = (micros: string, count: string) =>
  sql.raw(
    `round(((sum(${micros})::numeric / 1000000)::numeric(30, 6) / nullif(sum(${count}), 0) / 60)::numeric, 1)::float8`,
  );
