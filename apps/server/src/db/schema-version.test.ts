import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { migrationsFolder } from './client';
import { knownMigrations } from './schema-version';

const database = await openTestDatabase();
afterAll(() => database.close());

it('refuses to start on a database a newer version has migrated, saying what to do', async () => {
  const known = knownMigrations(migrationsFolder);
  await database.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from a newer build', 4102444800000)`,
  );
  await expect(database.migrate()).rejects.toThrow(
    `the database was updated by a newer Atende (${known + 1} migrations; this one knows ` +
      `${known}): start the newer version, or restore a backup made by this one`,
  );
});
