import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { eventually } from '../../test/harness';
import { openTestDatabase } from '../../test/test-database';
import { defineJob, startJobQueue, type JobQueue } from './job-queue';

// The working process polls once a minute: a job that runs within the tests' wait was woken.
const POLL_ONCE_A_MINUTE = 60;
const log = { error: () => {} };

let database: Database;
/** An API process: it sends, and works nothing. */
let sender: JobQueue;
/** A worker process on the same database. */
let worker: JobQueue;

beforeAll(async () => {
  database = await openTestDatabase();
  sender = await startJobQueue(database, { log, stopWaitMs: 1000 });
  worker = await startJobQueue(database, {
    log,
    stopWaitMs: 1000,
    pollingIntervalSeconds: POLL_ONCE_A_MINUTE,
  });
});
afterAll(async () => {
  await sender.stop();
  await worker.stop();
  await database.close();
});

const noteJob = defineJob({
  name: 'wake-test.elsewhere',
  schema: z.object({ note: z.string() }),
  retryLimit: 0,
  retryDelaySeconds: 0,
});

// its own queue for the second test: the first's worker keeps its own
const againJob = defineJob({ ...noteJob, name: 'wake-test.after-cut' });

it("a job sent by one process is taken by another's worker at once, and one due later at its time", async () => {
  const ran: string[] = [];
  await worker.work(noteJob, async ({ note }) => void ran.push(note));
  // its own job first: once it ran, the worker waits for its next poll, a minute away
  await worker.send(noteJob, { note: 'its own' });
  await eventually(() => expect(ran).toEqual(['its own']));
  await sender.send(noteJob, { note: 'due now' });
  await eventually(() => expect(ran).toEqual(['its own', 'due now']), 10_000);
  await sender.send(
    noteJob,
    { note: 'due in half a second' },
    {
      startAfter: new Date(Date.now() + 500),
    },
  );
  await eventually(
    () => expect(ran).toEqual(['its own', 'due now', 'due in half a second']),
    10_000,
  );
});

/** The backends listening for job wakes on this database: one per process. */
async function listeners() {
  const result = await database.db.execute(
    sql`select pid from pg_stat_activity
        where datname = current_database() and query = 'listen atende_job_wake'`,
  );
  return (result as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid);
}

it('a process whose listening connection was cut listens again and hears of jobs', async () => {
  const ran: string[] = [];
  await worker.work(againJob, async ({ note }) => void ran.push(note));
  await worker.send(againJob, { note: 'its own' });
  await eventually(() => expect(ran).toEqual(['its own']));
  const cut = await listeners();
  expect(cut).toHaveLength(2);
  await database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'listen atende_job_wake'`,
  );
  await eventually(async () => {
    const now = await listeners();
    expect(now).toHaveLength(2);
    expect(now.filter((pid) => cut.includes(pid))).toEqual([]);
  });
  await sender.send(againJob, { note: 'after the cut' });
  await eventually(() => expect(ran).toEqual(['its own', 'after the cut']), 10_000);
});
