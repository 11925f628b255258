import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { openTestDatabase } from '../../test/test-database';
import { defineJob, startJobQueue, type JobQueue } from './job-queue';

let database: Database;
let first: JobQueue;
let second: JobQueue;
const log = { error: () => {} };

beforeAll(async () => {
  database = await openTestDatabase();
  // two processes on one database
  first = await startJobQueue(database, { log, stopWaitMs: 1000 });
  second = await startJobQueue(database, { log, stopWaitMs: 1000 });
});
afterAll(async () => {
  await first.stop();
  await second.stop();
  await database.close();
});

const jobNamed = (name: string) =>
  defineJob({ name, schema: z.object({ n: z.number() }), retryLimit: 0, retryDelaySeconds: 0 });

async function storedOf(name: string) {
  const result = await database.db.execute(
    sql`select data from pgboss.job where name = ${name} order by (data->>'n')::int`,
  );
  return (result as unknown as { rows: { data: { n: number } }[] }).rows.map((r) => r.data.n);
}

it("a queue's first jobs sent at once from one process are all stored", async () => {
  const job = jobNamed('create-test.one-process');
  await Promise.all([1, 2, 3, 4, 5].map((n) => first.send(job, { n })));
  expect(await storedOf(job.name)).toEqual([1, 2, 3, 4, 5]);
});

it("a queue's first jobs sent at once from two processes are all stored", async () => {
  // each round a new queue: its creation races between the two processes
  for (let round = 0; round < 4; round++) {
    const job = jobNamed(`create-test.two-processes-${round}`);
    await Promise.all([first.send(job, { n: 1 }), second.send(job, { n: 2 })]);
    expect(await storedOf(job.name)).toEqual([1, 2]);
  }
});
