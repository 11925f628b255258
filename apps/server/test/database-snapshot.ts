import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { systemClock } from '../src/context';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client';
import { createRuntime } from '../src/runtime';

/**
 * Migrating an empty database takes seconds (PGlite: about 4 s, most of a test file's start);
 * each test file instead starts from a copy of one already migrated (and started once). The copy
 * is named after the migrations' content and the versions of PGlite and pg-boss, so a changed or
 * added migration or an upgrade makes a new one.
 */
function migrationsHash() {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  // a PGlite upgrade may change the data directory's format, a pg-boss upgrade its schema
  for (const dependency of ['@electric-sql/pglite', 'pg-boss']) {
    const entry = createRequire(import.meta.url).resolve(dependency);
    const manifest = path.join(path.dirname(entry), '..', 'package.json');
    hash.update(JSON.parse(fs.readFileSync(manifest, 'utf8')).version as string);
  }
  // copies made before the first start was part of them are older than any of these
  hash.update('started once');
  return hash.digest('hex').slice(0, 16);
}

/**
 * What the app's first start with its job queue adds to a migrated database: pg-boss's schema,
 * a table per queue and the schedules. Made once in the copy, instead of about half a second of
 * statements in every test app that starts its job queue.
 */
async function startOnce(database: Database) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-test-first-start-'));
  try {
    const runtime = await createRuntime(database, {
      dataDir,
      clock: systemClock,
      log: pino({ level: 'silent' }),
      jobs: true,
      workers: true,
      sessions: false,
    });
    await runtime.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The snapshot read from disk, once per worker process (its files share the module state). */
let snapshot: Blob | undefined;

/** PGlite: a dumped data directory of a migrated database, made once per set of migrations. */
export async function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= await readOrMakeSnapshot();
  return snapshot;
}

async function readOrMakeSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `atende-test-pglite-${migrationsHash()}.tar`);
  if (!fs.existsSync(file)) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await db.migrate();
    await startOnce(db);
    const dump = await db.pglite!.dumpDataDir('none');
    await db.close();
    // written aside, then renamed: a test file starting meanwhile never reads half a file
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/**
 * PostgreSQL: a migrated template database on the server, made once per set of migrations;
 * test databases are created as copies of it. Returns its name.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `atende_test_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // migrated under a name of its own, then renamed: a copy is never taken half-migrated
    const building = `atende_test_building_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const db = await openDatabase({ url: url.toString(), poolSize: 1 });
    await db.migrate();
    await startOnce(db);
    await db.close();
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch {
      // another test file finished the same template first
      await admin.query(`drop database if exists ${building}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}
