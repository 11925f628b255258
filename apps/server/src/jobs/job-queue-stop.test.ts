import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { eventually } from '../../test/harness';
import { openTestDatabase } from '../../test/test-database';
import { defineJob, startJobQueue, type JobQueue } from './job-queue';

let database: Database;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.close();
});

// no retry at all: a run failed by the shutdown would be lost, not merely delayed
const noteJob = defineJob({
  name: 'test.note',
  schema: z.object({ note: z.string() }),
  retryLimit: 0,
  retryDelaySeconds: 0,
});

const log = { error: () => {} };

/** A queue as a process starts it; a short wait at stop so the test never idles for long. */
async function startQueue() {
  const queue = await startJobQueue(database, { log, stopWaitMs: 1000 });
  queues.push(queue);
  return queue;
}

it('a run still in progress at shutdown runs again in the next process, no retry spent; a finished one does not', async () => {
  const first = await startQueue();
  const ranInFirst: string[] = [];
  let started = false;
  await first.work(noteJob, async ({ note }) => {
    ranInFirst.push(note);
    if (note === 'interrupted') {
      started = true;
      await new Promise<void>(() => {}); // never ends: the process goes down under it
    }
  });
  await first.send(noteJob, { note: 'finished' });
  await eventually(() => expect(ranInFirst).toEqual(['finished']));
  await first.send(noteJob, { note: 'interrupted' });
  await eventually(() => expect(started).toBe(true));
  await first.stop();

  const second = await startQueue();
  const ranInSecond: Array<{ note: string; retryCount: number }> = [];
  await second.work(noteJob, async ({ note }, attempt) => {
    ranInSecond.push({ note, retryCount: attempt.retryCount });
  });
  // sent last: once it ran, whatever was queued before it ran too
  await second.send(noteJob, { note: 'marker' });
  await eventually(() => expect(ranInSecond.map((r) => r.note)).toContain('marker'));
  expect(ranInSecond).toEqual([
    { note: 'interrupted', retryCount: 0 },
    { note: 'marker', retryCount: 0 },
  ]);
});

// its own queue: the earlier test's last process still works test.note
const heldJob = defineJob({
  name: 'test.held',
  schema: z.object({ note: z.string() }),
  retryLimit: 0,
  retryDelaySeconds: 0,
});

it('work held in memory is handed to the queue as it stops, and the next process runs it', async () => {
  const first = await startQueue();
  const handedOver: string[] = [];
  first.onStop(async () => {
    await first.send(heldJob, { note: 'held in memory' });
    handedOver.push('held in memory');
  });
  // a hand-over that never ends holds the stop no longer than the runs' own wait
  first.onStop(() => new Promise<void>(() => {}));
  await first.stop();
  expect(handedOver).toEqual(['held in memory']);

  const second = await startQueue();
  const ran: string[] = [];
  await second.work(heldJob, async ({ note }) => void ran.push(note));
  await eventually(() => expect(ran).toEqual(['held in memory']));
});
