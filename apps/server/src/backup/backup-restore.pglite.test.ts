import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteSnapshot } from '../../test/database-snapshot';
import { migrationsFolder, openDatabase } from '../db/client';
import { seedFirstStart } from '../db/seed';
import { PGDATA, backupFileName, listBackups } from './backup-archive';
import { restoreBackup } from './restore-backup';
import { pruneBackups, writeBackup } from './write-backup';

// Backups of the embedded database written and restored on real PGlite data directories on
// disk, as the server and `npm run backup` / `npm run restore` do them.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-backup-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A migrated database with the platform company, and the keys a first start generates. */
async function installation(name: string) {
  const dataDir = path.join(root, name);
  const database = await openDatabase({
    dataDir: path.join(dataDir, PGDATA),
    loadDataDir: await pgliteSnapshot(),
  });
  await seedFirstStart(database.db, { demo: false, now: new Date() });
  fs.writeFileSync(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"first"}\n');
  fs.writeFileSync(path.join(dataDir, 'channel-secrets.key'), 'channel key one');
  return { dataDir, backupDir: path.join(dataDir, 'backups'), database };
}

const addCompany = (db: PGlite, name: string) =>
  db.query('insert into companies (name, plan_id) select $1, min(id) from plans', [name]);

async function companyNames(pgdata: string) {
  const database = await openDatabase({ dataDir: pgdata });
  try {
    const { rows } = await database.pglite!.query<{ name: string }>(
      'select name from companies order by id',
    );
    return rows.map((r) => r.name);
  } finally {
    await database.close();
  }
}

const tarList = (file: string) =>
  execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean);

describe('backups of the embedded database', () => {
  it('a backup taken while the server writes restores to the moment it was taken, keys included', async () => {
    const { dataDir, backupDir, database } = await installation('write-and-restore');
    const db = database.pglite!;
    await addCompany(db, 'Antes do backup');
    // a steady stream of writes while the backup copies: the copy is one instant of them
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await addCompany(db, `Durante ${++written}`);
        // each write comes in its own turn of the event loop, as requests do
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const now = new Date('2026-11-30T03:00:00Z');
    const backup = await writeBackup({ db, dataDir, backupDir, now });
    writing = false;
    await writer;
    await addCompany(db, 'Depois do backup');
    await database.close();

    expect(backup.file).toBe(path.join(backupDir, 'atende-backup-20261130-030000Z.tar.gz'));
    expect(fs.statSync(backup.file).mode & 0o777).toBe(0o600);
    const entries = tarList(backup.file);
    for (const entry of ['./backup.json', './secrets.json', './channel-secrets.key']) {
      expect([entry, entries.includes(entry)]).toEqual([entry, true]);
    }
    expect(entries).toContain('./pgdata/PG_VERSION');
    expect(entries.some((e) => e.includes('backups'))).toBe(false);

    // the keys change after the backup (a new install on the same folder, say)
    fs.writeFileSync(path.join(dataDir, 'channel-secrets.key'), 'channel key two');
    // a restore killed half-way left its unpacked files behind
    fs.mkdirSync(path.join(dataDir, '.restoring-killed', PGDATA), { recursive: true });
    const restored = await restoreBackup({
      dataDir,
      file: backup.file,
      now: new Date('2026-11-30T09:15:00Z'),
    });
    const suffix = '.before-restore-2026-11-30T09-15-00-000Z';
    expect(restored).toEqual({
      createdAt: '2026-11-30T03:00:00.000Z',
      companies: restored.companies,
      tickets: 0,
      previousDatabase: path.join(dataDir, PGDATA + suffix),
      previousKeys: [path.join(dataDir, 'channel-secrets.key' + suffix)],
    });
    const names = await companyNames(path.join(dataDir, PGDATA));
    expect(names.length).toBe(restored.companies);
    // the platform company, the one before, then a run of the writes without a gap
    expect(names.slice(0, 2)).toEqual(['Atende', 'Antes do backup']);
    expect(names.slice(2)).toEqual(names.slice(2).map((_, i) => `Durante ${i + 1}`));
    // taken in the middle of the stream: some writes before it, more after it
    expect(names.length).toBeGreaterThan(2);
    expect(names.length - 2).toBeLessThan(written);
    expect(names).not.toContain('Depois do backup');
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.restoring-'))).toEqual([]);
    expect(fs.readFileSync(path.join(dataDir, 'channel-secrets.key'), 'utf8')).toBe(
      'channel key one',
    );
    expect(fs.readFileSync(path.join(dataDir, 'channel-secrets.key' + suffix), 'utf8')).toBe(
      'channel key two',
    );
    // the database it replaced is kept whole, with the company added after the backup
    expect(await companyNames(path.join(dataDir, PGDATA + suffix))).toContain('Depois do backup');
  });

  it('a file that is not a backup is refused by name and DATA_DIR is left as it was', async () => {
    const { dataDir, database } = await installation('refusals');
    await addCompany(database.pglite!, 'Intacta');
    await database.close();
    const before = fs.readdirSync(dataDir).sort();

    const text = path.join(root, 'notas.tar.gz');
    fs.writeFileSync(text, 'not an archive');
    await expect(restoreBackup({ dataDir, file: text, now: new Date() })).rejects.toThrow(
      `${text} is not a readable .tar.gz backup`,
    );
    const other = path.join(root, 'other');
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'readme.txt'), 'hello');
    const archive = path.join(root, 'other.tar.gz');
    execFileSync('tar', ['-czf', archive, '-C', other, '.']);
    await expect(restoreBackup({ dataDir, file: archive, now: new Date() })).rejects.toThrow(
      `${archive} is not an Atende backup: it has no readable backup.json`,
    );
    const missing = path.join(root, 'nowhere.tar.gz');
    await expect(restoreBackup({ dataDir, file: missing, now: new Date() })).rejects.toThrow(
      `Backup file not found: ${missing}`,
    );

    expect(fs.readdirSync(dataDir).sort()).toEqual(before);
    expect(await companyNames(path.join(dataDir, PGDATA))).toEqual(['Atende', 'Intacta']);
  });

  it('a backup made by a newer server, with migrations this one lacks, is refused', async () => {
    const { dataDir, backupDir, database } = await installation('newer');
    await database.pglite!.query(
      "insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', 1)",
    );
    const backup = await writeBackup({ db: database.pglite!, dataDir, backupDir, now: new Date() });
    await database.close();
    const journal = path.join(migrationsFolder, 'meta', '_journal.json');
    const known = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries
      .length;
    await expect(restoreBackup({ dataDir, file: backup.file, now: new Date() })).rejects.toThrow(
      `${backup.file} was made by a newer Atende (${known + 1} database migrations; this one ` +
        `knows ${known}): update the server first, then restore it`,
    );
  });

  it('keeps the newest backups and deletes the older ones', () => {
    const dir = path.join(root, 'prune');
    fs.mkdirSync(dir);
    const days = [1, 2, 3, 4, 5].map((d) => new Date(Date.UTC(2026, 10, d, 3)));
    for (const day of days) fs.writeFileSync(path.join(dir, backupFileName(day)), 'x');
    fs.writeFileSync(path.join(dir, 'anotacoes.txt'), 'not a backup');

    const deleted = pruneBackups(dir, 3);

    expect(deleted.map((f) => path.basename(f))).toEqual([
      'atende-backup-20261102-030000Z.tar.gz',
      'atende-backup-20261101-030000Z.tar.gz',
    ]);
    expect(listBackups(dir).map((b) => b.at)).toEqual(days.slice(2).reverse());
    expect(fs.existsSync(path.join(dir, 'anotacoes.txt'))).toBe(true);
  });
});
