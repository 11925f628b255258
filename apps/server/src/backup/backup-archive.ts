import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What a backup holds beside the database: without these keys its stored secrets are lost. */
export const KEY_FILES = ['secrets.json', 'channel-secrets.key'] as const;
/** The embedded database's directory inside DATA_DIR and inside a backup. */
export const PGDATA = 'pgdata';
export const MANIFEST = 'backup.json';
export const BACKUP_FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  /** Migrations applied to the database: a newer backup cannot go into an older server. */
  migrations: number;
}

/** atende-backup-20261130-030000Z.tar.gz: sorts by time, and says it in UTC. */
const NAME = /^atende-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

export function backupFileName(at: Date) {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `atende-backup-${stamp}Z.tar.gz`;
}

/** The time a backup's file name carries, or undefined when the file is not a backup. */
export function backupTimeOf(fileName: string): Date | undefined {
  const m = NAME.exec(fileName);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}

/** The backups in a directory, newest first. */
export function listBackups(backupDir: string): { file: string; at: Date }[] {
  let names: string[];
  try {
    names = fs.readdirSync(backupDir);
  } catch {
    return []; // no directory yet: no backup yet
  }
  return names
    .map((name) => ({ file: path.join(backupDir, name), at: backupTimeOf(name) }))
    .filter((b): b is { file: string; at: Date } => b.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Packs a directory's contents into a gzipped tar (the system's tar: streamed, not in memory). */
export async function packDirectory(dir: string, file: string) {
  await run('tar', ['-czf', file, '-C', dir, '.']);
}

/** Unpacks a gzipped tar into a directory; tar's own message names a damaged file. */
export async function unpackArchive(file: string, dir: string) {
  try {
    // --no-same-owner: files belong to whoever restores, even when that is root
    await run('tar', ['-xzf', file, '-C', dir, '--no-same-owner']);
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`${file} is not a readable .tar.gz backup${stderr ? `: ${stderr}` : ''}`);
  }
}

/** Removes the work folders (`prefix*`) a backup or restore killed half-way left in `dir`. */
export function removeWorkDirs(dir: string, prefix: string) {
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(prefix)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

export function writeManifest(dir: string, manifest: BackupManifest) {
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of an unpacked backup; throws naming what is missing or wrong. */
export function readManifest(dir: string, file: string): BackupManifest {
  let parsed: Partial<BackupManifest>;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as typeof parsed;
  } catch {
    throw new Error(`${file} is not an Atende backup: it has no readable ${MANIFEST}`);
  }
  if (parsed.format !== BACKUP_FORMAT) {
    throw new Error(
      `${file} has backup format ${String(parsed.format)}; this server reads format ${BACKUP_FORMAT}`,
    );
  }
  if (!fs.existsSync(path.join(dir, PGDATA, 'PG_VERSION'))) {
    throw new Error(`${file} is not an Atende backup: it holds no ${PGDATA} database`);
  }
  return {
    format: parsed.format,
    createdAt: String(parsed.createdAt),
    migrations: Number(parsed.migrations),
  };
}
