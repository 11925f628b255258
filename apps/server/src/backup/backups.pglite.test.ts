import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  SUPER_LOGIN,
  startTestApp,
  testClock,
  type Session,
  type TestApp,
} from '../../test/harness';
import { backupStatus } from './backup-schedule';

// GET /api/backups: what the Settings page's Backups tab shows the platform's super user.

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-backups-api-'));
const clock = testClock(new Date('2026-11-30T10:00:00Z'));
let t: TestApp;
let root: Session;

beforeAll(async () => {
  // the status is the process's: a test file run before this one in the same worker may have
  // left its own backups' times there
  Object.assign(backupStatus, {
    lastSuccessAt: undefined,
    lastFailureAt: undefined,
    retryAt: undefined,
  });
  fs.writeFileSync(path.join(backupDir, 'atende-backup-20261129-060002Z.tar.gz'), 'x'.repeat(10));
  fs.writeFileSync(path.join(backupDir, 'atende-backup-20261130-060005Z.tar.gz'), 'x'.repeat(20));
  fs.writeFileSync(path.join(backupDir, 'anotacoes.txt'), 'not a backup');
  t = await startTestApp({
    clock,
    deps: { backups: { backupDir, everyHours: 24, hourUtc: 6, keep: 7 } },
  });
  root = await t.login(SUPER_LOGIN.email, SUPER_LOGIN.password);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(backupDir, { recursive: true, force: true });
});

const overview = async () => (await t.request('GET', '/backups', root.token)).json();

it('lists the backups newest first with the schedule and the next one due', async () => {
  const res = await t.request('GET', '/backups', root.token);
  expect([res.statusCode, res.json()]).toEqual([
    200,
    {
      database: 'pglite',
      everyHours: 24,
      hourUtc: 6,
      keep: 7,
      directory: backupDir,
      nextAt: '2026-12-01T06:00:00.000Z',
      lastFailureAt: null,
      backups: [
        {
          name: 'atende-backup-20261130-060005Z.tar.gz',
          createdAt: '2026-11-30T06:00:05.000Z',
          bytes: 20,
        },
        {
          name: 'atende-backup-20261129-060002Z.tar.gz',
          createdAt: '2026-11-29T06:00:02.000Z',
          bytes: 10,
        },
      ],
    },
  ]);
});

it('says a failure newer than the newest backup, and a backup due at once when one was missed', async () => {
  clock.advance(2 * 24 * 3_600_000); // 2026-12-02T10:00Z: the 1st and the 2nd were missed
  root = await t.login(SUPER_LOGIN.email, SUPER_LOGIN.password); // the old session expired
  backupStatus.lastFailureAt = new Date('2026-12-02T06:00:00Z');
  try {
    expect(await overview()).toMatchObject({
      nextAt: '2026-12-02T10:00:00.000Z',
      lastFailureAt: '2026-12-02T06:00:00.000Z',
    });
    // a failure at 09:40 is tried again an hour later: the tab says 10:40, not 'now'
    backupStatus.lastFailureAt = new Date('2026-12-02T09:40:00Z');
    backupStatus.retryAt = new Date('2026-12-02T10:40:00Z');
    expect(await overview()).toMatchObject({
      nextAt: '2026-12-02T10:40:00.000Z',
      lastFailureAt: '2026-12-02T09:40:00.000Z',
    });
  } finally {
    backupStatus.lastFailureAt = undefined;
    backupStatus.retryAt = undefined;
  }
});

it('is the super user’s only: a company admin gets 403', async () => {
  const admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  const res = await t.request('GET', '/backups', admin.token);
  expect([res.statusCode, res.json().error]).toEqual([403, 'ERR_NO_PERMISSION']);
});
