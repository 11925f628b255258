import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type CompanyTable = PgTable & { id: PgColumn; companyId: PgColumn };

/**
 * Locks one of the company's rows for a delete that must first check who still uses it (a
 * campaign saved meanwhile waits for the lock, docs/decisions/0149). False: no such row.
 */
export async function lockCompanyRow(
  db: Executor,
  table: CompanyTable,
  companyId: number,
  id: number,
) {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.companyId, companyId), eq(table.id, id)))
    .for('update');
  return rows.length > 0;
}
