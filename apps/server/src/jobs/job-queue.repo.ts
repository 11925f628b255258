import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../modules/dashboard/dashboard.repo';

/**
 * pg-boss's own table. Written to only at shutdown (job-queue.ts): pg-boss fails the runs still
 * active when its stop gives up waiting, which spends a retry (or loses a job that has none).
 */
const ids = (jobIds: string[]) =>
  sql.join(
    jobIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The runs a shutdown interrupted go back to the queue as never started: due now, and their
 * next run does not count as a retry (pg-boss counts one only when started_on is set).
 */
export async function handBackInterruptedJobs(db: Db, jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await db.execute(sql`
    update pgboss.job
    set state = 'retry', started_on = null, completed_on = null, start_after = now(), output = null
    where id in (${ids(jobIds)}) and state in ('retry', 'failed')
  `);
}

/**
 * The runs whose handler ended well after pg-boss had already failed them (between its give-up
 * and the hand-back): done, so they must not run again.
 */
export async function completeLateJobs(db: Db, jobIds: string[]): Promise<void> {
  if (jobIds.length === 0) return;
  await db.execute(sql`
    update pgboss.job
    set state = 'completed', completed_on = now(), output = null
    where id in (${ids(jobIds)}) and state in ('retry', 'failed')
  `);
}

/** One notification on `channel` (the cross-process job wakes, job-wakes.ts). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Resolves when the database answers a query (a run that lost its database waits for it). */
export async function databaseAnswers(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The runs in progress, by any process (a sole process at start: those of a dead one). */
export async function activeRuns(db: Db): Promise<Array<{ id: string; name: string }>> {
  return rowsOf(db, sql`select id, name from pgboss.job where state = 'active'`);
}
