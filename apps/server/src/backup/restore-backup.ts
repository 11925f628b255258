import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder, openDatabase } from '../db/client';
import { knownMigrations } from '../db/schema-version';
import { KEY_FILES, PGDATA, readManifest, removeWorkDirs, unpackArchive } from './backup-archive';

/** Where a restore unpacks; one left by a restore that was killed is removed by the next. */
const WORK_PREFIX = '.restoring-';

export interface RestoredBackup {
  createdAt: string;
  companies: number;
  tickets: number;
  /** Where the database that was replaced now lies (undefined when DATA_DIR had none). */
  previousDatabase?: string;
  /** The key files that differed from the backup's, kept under a new name. */
  previousKeys: string[];
}

/**
 * Puts a backup in place of DATA_DIR's database and keys. The server must be stopped (the
 * caller holds DATA_DIR's lock). Nothing in DATA_DIR changes until the backup has been
 * unpacked and its database opened and read; then the current database and any key that
 * differs are renamed aside (`*.before-restore-<time>`), never deleted.
 */
export async function restoreBackup(opts: {
  dataDir: string;
  file: string;
  now: Date;
}): Promise<RestoredBackup> {
  const file = path.resolve(opts.file);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw new Error(`Backup file not found: ${file}`);
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  removeWorkDirs(opts.dataDir, WORK_PREFIX); // we hold DATA_DIR's lock: none is running
  const work = fs.mkdtempSync(path.join(opts.dataDir, WORK_PREFIX));
  try {
    await unpackArchive(file, work);
    const manifest = readManifest(work, file);
    const known = knownMigrations(migrationsFolder);
    if (manifest.migrations > known) {
      throw new Error(
        `${file} was made by a newer Atende (${manifest.migrations} database migrations; this ` +
          `one knows ${known}): update the server first, then restore it`,
      );
    }
    const figures = await readFigures(path.join(work, PGDATA), file);
    const suffix = `.before-restore-${opts.now.toISOString().replace(/[:.]/g, '-')}`;
    const current = path.join(opts.dataDir, PGDATA);
    const previousDatabase = fs.existsSync(current) ? current + suffix : undefined;
    if (previousDatabase) fs.renameSync(current, previousDatabase);
    fs.renameSync(path.join(work, PGDATA), current);
    const previousKeys = restoreKeys(work, opts.dataDir, suffix);
    return { createdAt: manifest.createdAt, ...figures, previousDatabase, previousKeys };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Opens the unpacked database (PostgreSQL replays its WAL here) and reads what it holds. */
async function readFigures(pgdata: string, file: string) {
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase({ dataDir: pgdata });
    const { rows } = await database.pglite!.query<{ companies: number; tickets: number }>(
      'select (select count(*)::int from companies) as companies, ' +
        '(select count(*)::int from tickets) as tickets',
    );
    return { companies: rows[0]?.companies ?? 0, tickets: rows[0]?.tickets ?? 0 };
  } catch (err) {
    throw new Error(
      `The database in ${file} does not open: ${err instanceof Error ? err.message : String(err)}`,
    );
  } finally {
    await database?.close().catch(() => {});
  }
}

/** Copies the backup's keys in; a different key already there is renamed aside first. */
function restoreKeys(work: string, dataDir: string, suffix: string): string[] {
  const kept: string[] = [];
  for (const key of KEY_FILES) {
    const from = path.join(work, key);
    if (!fs.existsSync(from)) continue;
    const to = path.join(dataDir, key);
    if (fs.existsSync(to) && !fs.readFileSync(to).equals(fs.readFileSync(from))) {
      fs.renameSync(to, to + suffix);
      kept.push(to + suffix);
    }
    fs.copyFileSync(from, to);
    fs.chmodSync(to, 0o600);
  }
  return kept;
}
