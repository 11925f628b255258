import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { eventually } from '../../test/harness';
import { openTestDatabase } from '../../test/test-database';
import { defineJob, startJobQueue, type JobQueue } from './job-queue';

// The workers here poll once a minute: a job that runs within the tests' wait was woken.
const POLL_ONCE_A_MINUTE = 60;
const log = { error: () => {} };

let database: Database;
let queue: JobQueue;

beforeAll(async () => {
  database = await openTestDatabase();
  queue = await startJobQueue(database, {
    log,
    stopWaitMs: 1000,
    pollingIntervalSeconds: POLL_ONCE_A_MINUTE,
    retryDelaySeconds: 1,
  });
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

const noteJob = (name: string) =>
  defineJob({ name, schema: z.object({ note: z.string() }), retryLimit: 2, retryDelaySeconds: 1 });

it('a job due later in this process runs at its time, not at the next poll', async () => {
  const job = noteJob('wake-test.later');
  const ran: string[] = [];
  await queue.work(job, async ({ note }) => void ran.push(note));
  // the worker's first fetch is over: from now on only a wake makes it fetch within the minute
  await queue.send(job, { note: 'now' });
  await eventually(() => expect(ran).toEqual(['now']));
  await queue.send(job, { note: 'in half a second' }, { startAfter: new Date(Date.now() + 500) });
  await eventually(() => expect(ran).toEqual(['now', 'in half a second']), 10_000);
});

it('a failed run is tried again after its delay, not at the next poll', async () => {
  const job = noteJob('wake-test.retry');
  const attempts: number[] = [];
  await queue.work(job, async (_payload, attempt) => {
    attempts.push(attempt.retryCount);
    if (attempt.retryCount === 0) throw new Error('the first try fails');
  });
  await queue.send(job, { note: 'fails once' });
  await eventually(() => expect(attempts).toEqual([0, 1]), 10_000);
});
