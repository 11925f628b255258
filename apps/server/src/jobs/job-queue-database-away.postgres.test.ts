import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/client';
import { rowsOf } from '../modules/dashboard/dashboard.repo';
import { eventually } from '../../test/harness';
import { startPrivatePostgres } from '../../test/private-postgres';
import { defineJob, startJobQueue, type JobQueue } from './job-queue';

// The database server is crashed under a running job: the test stops and starts its own.
let postgres: Awaited<ReturnType<typeof startPrivatePostgres>>;
let database: Database;
let queue: JobQueue;
const log = { error: () => {} };

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  database = await openDatabase({ url: postgres.url, poolSize: 2 });
  queue = await startJobQueue(database, { log, stopWaitMs: 1000 });
}, 60_000);
afterAll(async () => {
  await queue.stop();
  await database.close();
  await postgres.destroy();
});

// an expiry and a retry delay far beyond the test's wait: only a run in place ends it in time
const noteJob = defineJob({
  name: 'away-test.note',
  schema: z.object({ note: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 600,
  expireInSeconds: 3600,
});

const jobState = () =>
  rowsOf<{ state: string; retry_count: number }>(
    database.db,
    sql`select state, retry_count from pgboss.job where name = ${noteJob.name}`,
  );

it('a run that lost its database is run again once the database answers, spending no retry', async () => {
  const runs: string[] = [];
  let restarted: Promise<unknown> | undefined;
  await queue.work(noteJob, async ({ note }) => {
    runs.push(note);
    if (runs.length === 1) {
      // the database crashes mid-run and comes back a second later
      await postgres.stop('immediate');
      restarted = new Promise((r) => setTimeout(r, 1000)).then(() => postgres.start());
    }
    await database.db.execute(sql`select 1`);
  });
  await queue.send(noteJob, { note: 'stored' });
  await eventually(() => expect(runs.length).toBeGreaterThanOrEqual(1), 10_000);
  await restarted;
  await eventually(async () => {
    expect(runs).toEqual(['stored', 'stored']);
    expect(await jobState()).toEqual([{ state: 'completed', retry_count: 0 }]);
  }, 30_000);
}, 60_000);
