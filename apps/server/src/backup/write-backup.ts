import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import {
  BACKUP_FORMAT,
  KEY_FILES,
  PGDATA,
  backupFileName,
  listBackups,
  packDirectory,
  removeWorkDirs,
  writeManifest,
} from './backup-archive';

export interface WrittenBackup {
  file: string;
  bytes: number;
  /** How long the copy held the database still (the event loop is blocked meanwhile). */
  copyMs: number;
}

/** Leftovers of a backup that died half-way (a crash, a full disk) start with this. */
const WORK_PREFIX = '.in-progress-';

/**
 * Writes one backup of the embedded database and its keys to `backupDir`, as a .tar.gz.
 *
 * The database files are copied synchronously: PGlite runs PostgreSQL on this very thread, so
 * no statement runs during the copy and the copy is the files at one instant, as a disk
 * snapshot would take them (PostgreSQL recovers such a copy from its WAL, like after a power
 * cut; a CHECKPOINT first keeps that short). Packing and compressing the copy then runs
 * asynchronously while the server goes on.
 */
export async function writeBackup(opts: {
  db: PGlite;
  dataDir: string;
  backupDir: string;
  now: Date;
}): Promise<WrittenBackup> {
  fs.mkdirSync(opts.backupDir, { recursive: true });
  removeWorkDirs(opts.backupDir, WORK_PREFIX);
  const work = fs.mkdtempSync(path.join(opts.backupDir, WORK_PREFIX));
  const file = path.join(opts.backupDir, backupFileName(opts.now));
  const partial = path.join(work, 'archive.tar.gz');
  const contents = path.join(work, 'contents');
  try {
    const migrations = await appliedMigrations(opts.db);
    await opts.db.exec('CHECKPOINT');
    const started = performance.now();
    fs.cpSync(path.join(opts.dataDir, PGDATA), path.join(contents, PGDATA), {
      recursive: true,
      // a copy-on-write file system (btrfs, XFS) shares the blocks instead of copying them
      mode: fs.constants.COPYFILE_FICLONE,
    });
    const copyMs = Math.round(performance.now() - started);
    for (const key of KEY_FILES) {
      const from = path.join(opts.dataDir, key);
      if (fs.existsSync(from)) fs.copyFileSync(from, path.join(contents, key));
    }
    writeManifest(contents, {
      format: BACKUP_FORMAT,
      createdAt: opts.now.toISOString(),
      migrations,
    });
    await packDirectory(contents, partial);
    // the keys are in it: readable by this user only, like the files they came from
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file); // whole or absent: never a half-written backup under its name
    return { file, bytes: fs.statSync(file).size, copyMs };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Deletes all but the newest `keep` backups; returns the files deleted. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const old = listBackups(backupDir).slice(keep);
  for (const { file } of old) fs.rmSync(file, { force: true });
  return old.map((b) => b.file);
}

async function appliedMigrations(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return rows[0]?.n ?? 0;
}
