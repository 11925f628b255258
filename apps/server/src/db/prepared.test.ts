import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database, Executor } from './client';
import { preparedFor } from './prepared';

const probe = pgTable('prepared_probe', { id: integer('id').primaryKey(), v: text('v') });

describe('statements prepared once per connection', () => {
  let database: Database;
  let builds = 0;
  const readProbe = preparedFor((db: Executor) => {
    builds += 1;
    return db
      .select({ v: probe.v })
      .from(probe)
      .where(eq(probe.id, sql.placeholder('id')))
      .prepare('prepared_probe_read');
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table prepared_probe (id int primary key, v text)`);
  }, 60_000);
  afterAll(() => database.close());

  /** Writes a row in a transaction, reads it back through the prepared statement, rolls back. */
  const readOwnWrite = (value: string) =>
    database.db
      .transaction(async (tx) => {
        await tx.insert(probe).values({ id: 1, v: value });
        const seen = await readProbe(tx).execute({ id: 1 });
        throw Object.assign(new Error('rollback'), { seen });
      })
      .catch((err: { seen?: unknown }) => err.seen);

  it('run inside the transaction that uses them, built again only for a new connection', async () => {
    // each transaction sees its own uncommitted row: the statement ran on its connection
    for (const value of ['a', 'b', 'c', 'd', 'e']) {
      expect(await readOwnWrite(value)).toEqual([{ v: value }]);
    }
    // PostgreSQL's pool hands the same idle connection back each time: built once. The
    // embedded database gives every transaction a client of its own: built each time.
    expect(builds).toBe(database.kind === 'postgres' ? 1 : 5);
    // outside any transaction nothing was left behind, through the pool's own statement
    expect(await readProbe(database.db).execute({ id: 1 })).toEqual([]);
    expect(builds).toBe(database.kind === 'postgres' ? 2 : 6);
  });
});
