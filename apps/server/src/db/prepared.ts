import { sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * A statement built and prepared once per database (or transaction) and reused: hot paths
 * skip building the SQL and, on PostgreSQL, re-planning it.
 */
export function preparedFor<T>(build: (db: Executor) => T): (db: Executor) => T {
  const cache = new WeakMap<Executor, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) cache.set(db, (statement = build(db)));
    return statement;
  };
}

/**
 * A LIMIT written into a prepared statement's text. With a parameter there, PostgreSQL's
 * generic plan guesses a tenth of the matching rows, costs far above the real page, and the
 * statement is re-planned on every execution; a literal keeps the cached plan in use.
 */
export const literalLimit = (rows: number) =>
  sql.raw(String(Math.trunc(rows))) as unknown as Placeholder;
