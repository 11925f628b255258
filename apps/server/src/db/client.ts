import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { assertNotNewerThanBuild, knownMigrations } from './schema-version';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string (Postgres) or the embedded client (PGlite), for pg-boss. */
  url?: string;
  pglite?: PGlite;
  /** Applies the committed migrations; safe to call from several processes on Postgres. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
const MIGRATION_LOCK = 7_231_001;
const APPLIED_MIGRATIONS = 'select count(*)::int as n from drizzle.__drizzle_migrations';

/**
 * How long a pooled connection may sit idle before the pool closes it. pg's default of 10 s
 * closed the connections a burst had opened a few seconds after it; the next burst paid for
 * new backends and re-planned every prepared statement on them, and the fan-out bench stalled
 * for about a second every 11 to 12 s (docs/performance.md, decision 0115).
 */
const POOL_IDLE_MS = 120_000;

/** `url` unset → embedded PGlite under `dataDir` (or in memory when dataDir is 'memory://'). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** Told when an idle pooled connection fails (the server restarted or ended it). */
  onIdleError?: (err: Error) => void;
  /** PGlite in memory: starts from this dumped data directory instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      idleTimeoutMillis: POOL_IDLE_MS,
    });
    // an idle connection the server ended is dropped by the pool; without a listener the
    // 'error' event would take the whole process down
    pool.on('error', (err) => opts.onIdleError?.(err));
    // a client checked out of the pool (a transaction) has no listener of the pool's: a
    // connection the server ends under it (a database restart) would take the process down.
    // Its queries fail with that error where they ran; the pool then drops the dead client.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: opts.url,
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
          const { rows } = await client.query<{ n: number }>(APPLIED_MIGRATIONS);
          assertNotNewerThanBuild(rows[0]?.n ?? 0, knownMigrations(migrationsFolder));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, {
    extensions: { pg_trgm, unaccent },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      const { rows } = await client.query<{ n: number }>(APPLIED_MIGRATIONS);
      assertNotNewerThanBuild(rows[0]?.n ?? 0, knownMigrations(migrationsFolder));
    },
    close: () => client.close(),
  };
}
