import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Whether another row (not `exceptId`) within `scope` (the company's rows) already has this name,
 * case and surrounding spaces ignored. For records people pick by name in a list (prompts,
 * integrations, contact lists, help videos): two of one name cannot be told apart there.
 */
export async function nameTaken(
  db: Executor,
  columns: { id: PgColumn; name: PgColumn },
  scope: SQL | undefined,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: columns.id })
    .from(columns.name.table)
    .where(
      and(
        scope,
        sql`lower(${columns.name}) = lower(${name.trim()})`,
        exceptId === undefined ? undefined : ne(columns.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The same within one company's rows of a table that has `companyId`. */
export const companyNameTaken = (
  db: Executor,
  table: { id: PgColumn; name: PgColumn; companyId: PgColumn },
  companyId: number,
  name: string,
  exceptId?: number,
) => nameTaken(db, table, eq(table.companyId, companyId), name, exceptId);
