import { sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * What a statement prepared on `db` runs on: the pool, or the pooled connection a transaction
 * holds. A transaction object lives for one transaction, its connection for many: keyed by
 * the connection, a statement built in one transaction serves every later transaction on
 * that connection (the embedded database gives each transaction a client of its own).
 */
function connectionOf(db: Executor): object {
  return (db as unknown as { session?: { client?: object } }).session?.client ?? db;
}

/**
 * A statement built and prepared once per database connection (the pool, or a transaction's
 * connection) and reused: hot paths skip building the SQL and, on PostgreSQL, re-planning it.
 */
export function preparedFor<T>(build: (db: Executor) => T): (db: Executor) => T {
  const cache = new WeakMap<object, T>();
  return (db) => {
    const key = connectionOf(db);
    let statement = cache.get(key);
    if (!statement) cache.set(key, (statement = build(db)));
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
