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
