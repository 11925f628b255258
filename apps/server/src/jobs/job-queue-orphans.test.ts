import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { rowsOf } from '../modules/dashboard/dashboard.repo';
import { eventually } from '../../test/harness';
import { openTestDatabase } from '../../test/test-database';
import { defineJob, startJobQueue, type JobQueue } from './job-queue';

let database: Database;
const queues: JobQueue[] = [];
const log = { error: () => {} };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.close();
});

async function startQueue(sole: boolean) {
  const queue = await startJobQueue(database, { log, stopWaitMs: 1000, sole });
  queues.push(queue);
  return queue;
}

// expiries far beyond the test's wait: only the start of a sole process ends these runs in time
const retriedJob = defineJob({
  name: 'orphan-test.retried',
  schema: z.object({ note: z.string() }),
  retryLimit: 1,
  retryDelaySeconds: 1,
  expireInSeconds: 3600,
});
const spentJob = defineJob({ ...retriedJob, name: 'orphan-test.spent', retryLimit: 0 });

async function states() {
  return rowsOf<{ name: string; state: string }>(
    database.db,
    sql`select name, state from pgboss.job where name like 'orphan-test.%' order by name`,
  );
}

it("a sole process's start fails the runs its dead predecessor left active: retried if retries are left", async () => {
  // the predecessor: its runs never end, as in a process killed under them
  const dead = await startQueue(false);
  let started = 0;
  const never = async () => {
    started++;
    await new Promise<void>(() => {});
  };
  await dead.work(retriedJob, never);
  await dead.work(spentJob, never);
  await dead.send(retriedJob, { note: 'cut short' });
  await dead.send(spentJob, { note: 'no retry left' });
  await eventually(() => expect(started).toBe(2));
  const bothActive = [
    { name: 'orphan-test.retried', state: 'active' },
    { name: 'orphan-test.spent', state: 'active' },
  ];

  // another process on a shared database leaves them be: they may be a live process's
  await startQueue(false);
  expect(await states()).toEqual(bothActive);

  const next = await startQueue(true);
  const ran: Array<{ note: string; retryCount: number }> = [];
  await next.work(retriedJob, async ({ note }, attempt) => {
    ran.push({ note, retryCount: attempt.retryCount });
  });
  await next.work(spentJob, async ({ note }, attempt) => {
    ran.push({ note, retryCount: attempt.retryCount });
  });
  await eventually(() => expect(ran).toEqual([{ note: 'cut short', retryCount: 1 }]), 15_000);
  expect(await states()).toEqual([
    { name: 'orphan-test.retried', state: 'completed' },
    { name: 'orphan-test.spent', state: 'failed' },
  ]);
});
