import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { lockDataDir } from '../data-dir-lock';
import { openDatabase } from '../db/client';
import { PGDATA } from './backup-archive';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

const USAGE = `Usage (with the server stopped, from the project folder):
  npm run backup                 writes a backup of DATA_DIR's database and keys into BACKUP_DIR
  npm run restore -- <file>      puts a backup in place of DATA_DIR's database and keys`;

/** `npm run backup` and `npm run restore -- <file>`: the embedded database, server stopped. */
async function main([command, file]: string[]) {
  if (command !== 'backup' && command !== 'restore') throw new Error(USAGE);
  if (command === 'restore' && !file) throw new Error(`Which backup? ${USAGE}`);
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is set: the database is PostgreSQL, backed up with pg_dump and restored ' +
        'with pg_restore (README, "Backups"). This command is for the embedded database.',
    );
  }
  const release = await lockDataDir(config.dataDir).catch((err: unknown) => {
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(`Stop the server first: a ${command} needs DATA_DIR to itself.\n${why}`);
  });
  try {
    if (command === 'backup') await backUp(config.dataDir, config.backupDir);
    // npm runs the script in apps/server: a relative path is the caller's, from INIT_CWD
    else await restore(config.dataDir, path.resolve(process.env.INIT_CWD ?? '.', file!));
  } finally {
    release();
  }
}

async function backUp(dataDir: string, backupDir: string) {
  const pgdata = path.join(dataDir, PGDATA);
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${pgdata}: nothing to back up.`);
  }
  const database = await openDatabase({ dataDir: pgdata });
  try {
    const written = await writeBackup({
      db: database.pglite!,
      dataDir,
      backupDir,
      now: new Date(),
    });
    process.stdout.write(`Backup written: ${written.file} (${formatBytes(written.bytes)})\n`);
  } finally {
    await database.close();
  }
}

async function restore(dataDir: string, file: string) {
  const restored = await restoreBackup({ dataDir, file, now: new Date() });
  const lines = [
    `Restored the backup of ${restored.createdAt}: ${restored.companies} companies, ${restored.tickets} tickets.`,
    restored.previousDatabase
      ? `The database it replaced is kept in ${restored.previousDatabase} (delete it when the server runs well).`
      : 'DATA_DIR had no database before.',
    ...restored.previousKeys.map((key) => `A different key was kept in ${key}.`),
    'Start the server: it applies any newer migrations to the restored database.',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

function formatBytes(bytes: number) {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
