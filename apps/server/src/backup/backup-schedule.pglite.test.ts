import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pgliteSnapshot } from '../../test/database-snapshot';
import { openDatabase, type Database } from '../db/client';
import { PGDATA } from './backup-archive';
import { backupStatus, lastSlotBefore, startBackupSchedule } from './backup-schedule';

// The server's backup schedule on a real data directory, its clock moved by hand.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-backup-schedule-'));
const dataDir = path.join(root, 'data');
let database: Database;

beforeAll(async () => {
  database = await openDatabase({
    dataDir: path.join(dataDir, PGDATA),
    loadDataDir: await pgliteSnapshot(),
  });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

function schedule(backupDir: string, clock: { now(): Date }) {
  const logged: string[] = [];
  const log = {
    info: (_: object, msg: string) => logged.push(msg),
    error: (_: object, msg: string) => logged.push(msg),
  };
  const backups = startBackupSchedule({
    db: database.pglite!,
    dataDir,
    backupDir,
    everyHours: 24,
    hourUtc: 6,
    keep: 2,
    clock,
    log,
    timer: false,
  });
  return { backups, logged };
}

const hours = (n: number) => n * 3_600_000;

it('backs up at once on a new installation, then at 06:00 UTC, catching up a missed one, keeping two', async () => {
  const backupDir = path.join(root, 'backups');
  let now = new Date('2026-11-30T03:00:00Z');
  const clock = { now: () => now };
  const files = () => fs.readdirSync(backupDir).sort();
  const at = async (time: string, scheduled = backups) => {
    now = new Date(time);
    await scheduled.check();
  };
  const { backups, logged } = schedule(backupDir, clock);

  await backups.check(); // none yet: the first is due at once
  expect(files()).toEqual(['atende-backup-20261130-030000Z.tar.gz']);
  expect(backupStatus.lastSuccessAt).toEqual(now);

  await at('2026-11-30T05:59:00Z');
  expect(files()).toHaveLength(1);
  await at('2026-11-30T06:01:00Z');
  await at('2026-12-01T05:00:00Z');
  // the server was down at 06:00 on the first: the next check after it makes up for it
  await at('2026-12-02T07:30:00Z');
  expect(files()).toEqual([
    'atende-backup-20261130-060100Z.tar.gz',
    'atende-backup-20261202-073000Z.tar.gz',
  ]);
  expect(logged).toEqual(['backup written', 'backup written', 'backup written']);

  // a restart reads the newest backup's time from its name: nothing is due until 06:00
  await backups.close();
  const restarted = schedule(backupDir, clock).backups;
  await at('2026-12-03T05:59:00Z', restarted);
  expect(files()).toHaveLength(2);

  // closing while a backup is being written waits for it to end whole
  now = new Date('2026-12-03T06:00:00Z');
  void restarted.check();
  await restarted.close();
  expect(files()).toEqual([
    'atende-backup-20261202-073000Z.tar.gz',
    'atende-backup-20261203-060000Z.tar.gz',
  ]);
  // five real backups of the embedded database: seconds each on a busy machine
}, 120_000);

it('every six hours from 06:00 UTC means 00:00, 06:00, 12:00 and 18:00', () => {
  const slot = (time: string, everyHours: number) =>
    new Date(lastSlotBefore(new Date(time), 6, hours(everyHours))).toISOString();
  expect(slot('2026-11-30T05:59:59Z', 24)).toBe('2026-11-29T06:00:00.000Z');
  expect(slot('2026-11-30T06:00:00Z', 24)).toBe('2026-11-30T06:00:00.000Z');
  expect(slot('2026-11-30T05:59:59Z', 6)).toBe('2026-11-30T00:00:00.000Z');
  expect(slot('2026-11-30T23:10:00Z', 6)).toBe('2026-11-30T18:00:00.000Z');
});

it('a failed backup is logged and counted, and tried again an hour later, not at every check', async () => {
  const blocked = path.join(root, 'not-a-folder');
  fs.writeFileSync(blocked, 'a file where the backups should go');
  let now = new Date('2026-11-30T03:00:00Z');
  const { backups, logged } = schedule(blocked, { now: () => now });
  const failuresBefore = backupStatus.failures;

  await backups.check();
  now = new Date(now.getTime() + hours(0.5));
  await backups.check();
  expect(logged).toEqual(['backup failed']);
  expect(backupStatus.failures).toBe(failuresBefore + 1);

  now = new Date(now.getTime() + hours(0.5));
  await backups.check();
  expect(logged).toEqual(['backup failed', 'backup failed']);
  await backups.close();
});
