import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { countJobFailure } from '../metrics/traffic-counters';
import {
  completeLateJobs,
  databaseAnswers,
  handBackInterruptedJobs,
  notify,
} from './job-queue.repo';
import { startJobWakes } from './job-wakes';
import { failOrphanedRuns } from './orphaned-runs';
import { pgliteExecutor } from './pglite-executor';
import { retriedOnDeadlock } from './retried-on-deadlock';
import { runThroughOutage } from './run-through-outage';

/**
 * A job's declaration: its name, the zod schema of its payload and how it retries. The handler
 * is registered apart (`work`), so the module that enqueues a job needs only this declaration
 * and modules never import each other in a loop through their jobs.
 */
export interface JobDefinition<S extends z.ZodType> {
  name: string;
  schema: S;
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * How long a run may stay active before it counts as failed and is retried: a process killed
   * mid-run leaves its job active. pg-boss's default is 15 minutes.
   */
  expireInSeconds?: number;
  /**
   * 'short': while a job with a given `singletonKey` waits to run, sending another with that
   * key adds nothing (pg-boss's queue policy). Default 'standard': every send is a job.
   */
  policy?: 'standard' | 'short';
}

/** What runs a job: idempotent, since a job may run twice. */
export type JobHandler<S extends z.ZodType> = (
  payload: z.output<S>,
  attempt: JobAttempt,
) => Promise<void>;

/** How many times this job already failed, and how many retries it has. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

export function defineJob<S extends z.ZodType>(def: JobDefinition<S>) {
  return def;
}

export interface JobQueue {
  send<S extends z.ZodType>(
    job: JobDefinition<S>,
    payload: z.input<S>,
    opts?: { startAfter?: Date; singletonKey?: string },
  ): Promise<void>;
  work<S extends z.ZodType>(job: JobDefinition<S>, handler: JobHandler<S>): Promise<void>;
  /**
   * Makes `job` repeat on a cron (UTC), with an empty payload. Durable and shared: the schedule
   * lives in the database, and of several processes one enqueues each run (pg-boss's timekeeper,
   * in the processes started with `schedules`).
   */
  schedule<S extends z.ZodType>(job: JobDefinition<S>, cron: string): Promise<void>;
  /**
   * Work this process holds for the queue outside it (in memory) is handed over by `handOver`,
   * which `stop` awaits first, while jobs can still be sent.
   */
  onStop(handOver: () => Promise<void>): void;
  /**
   * Starts no new run and lets the runs in progress end for a while; those still running then
   * are handed back to the queue, to run again as if never started (no retry spent).
   */
  stop(): Promise<void>;
}

// pg-boss refuses the key present but undefined
const expiry = (job: JobDefinition<z.ZodType>) =>
  job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {};

/** At shutdown, how long the runs in progress may take to end before they are handed back. */
const STOP_WAIT_MS = 5000;

/** How often expired runs are looked for: short expiries need it (pg-boss's default is 2 min). */
const MAINTENANCE_SECONDS = 10;

/**
 * How often an idle worker asks for jobs (pg-boss's default). A job due now, one due later in
 * this process and a retry without backoff wake the workers themselves (decision 0117); the
 * poll finds the rest: the runs of schedules, expired runs, retries with backoff, and jobs due
 * beyond MAX_TIMER_MS.
 */
const POLL_SECONDS = 2;
/** A job due later than this is left to the poll, rather than held as a timer. */
const MAX_TIMER_MS = 15 * 60_000;
/** A retry's wake comes this long after its delay: pg-boss records the failure after the throw. */
const RETRY_MARGIN_MS = 250;
/**
 * A delayed job's wake comes this long after its time: the fetch takes jobs whose start_after
 * is before the database's now(), and a timer firing on the very millisecond (or one early,
 * as Node's timers may against Date.now()) found none, leaving the job to the next poll.
 */
const DUE_MARGIN_MS = 50;

export async function startJobQueue(
  database: Database,
  opts: {
    pollingIntervalSeconds?: number;
    maintenanceIntervalSeconds?: number;
    /** This process enqueues the runs of scheduled jobs (any number of processes may). */
    schedules?: boolean;
    /**
     * Every retry waits this long, without backoff: tests of the retry path set it low rather
     * than wait for the production delays.
     */
    retryDelaySeconds?: number;
    /** At shutdown, how long runs in progress may take (default STOP_WAIT_MS; pg-boss: ≥ 1 s). */
    stopWaitMs?: number;
    /**
     * No other process works this database (PGlite: its data directory is locked). A run found
     * active at start was left by this process's predecessor, which died mid-run.
     */
    sole?: boolean;
    log: { error: (o: object, m: string) => void };
  },
): Promise<JobQueue> {
  const maintenanceIntervalSeconds = opts.maintenanceIntervalSeconds ?? MAINTENANCE_SECONDS;
  const stopWaitMs = opts.stopWaitMs ?? STOP_WAIT_MS;
  const schedule = opts.schedules ?? false;
  const boss = new PgBoss(
    database.kind === 'pglite'
      ? { db: pgliteExecutor(database), supervise: true, schedule, maintenanceIntervalSeconds }
      : { connectionString: database.url, max: 4, schedule, maintenanceIntervalSeconds },
  );
  const retry = (job: JobDefinition<z.ZodType>) => ({
    retryLimit: job.retryLimit,
    retryDelay: opts.retryDelaySeconds ?? job.retryDelaySeconds,
    retryBackoff: opts.retryDelaySeconds === undefined,
  });
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  await boss.start();
  if (opts.sole) await failOrphanedRuns(boss, database);
  // each queue's creation, once per process: concurrent first sends wait for the one
  const created = new Map<string, Promise<void>>();
  // this process's worker of each queue: woken when there is work rather than at its next poll
  const workers = new Map<string, string>();
  const wake = (queue: string) => {
    const id = workers.get(queue);
    if (id) boss.notifyWorker(id);
  };
  // the runs of this process's handlers, so a shutdown knows which ones it interrupted
  const running = new Set<string>();
  const endedWhileStopping = new Set<string>();
  let stopping = false;
  const handOvers: Array<() => Promise<void>> = [];
  // the other processes on the same PostgreSQL database hear of the jobs due now (one process
  // only on PGlite: its data directory is locked)
  const wakes =
    database.kind === 'postgres' && database.url
      ? await startJobWakes({
          url: database.url,
          notify: (channel, payload) => notify(database.db, channel, payload),
          onWake: wake,
          log: opts.log,
        })
      : undefined;
  const timers = new Set<NodeJS.Timeout>();
  /** Every worker of `queue`, here and in the other processes, fetches now, or in `ms`. */
  const due = (queue: string, ms = 0) => {
    if (ms <= 0) {
      wake(queue);
      wakes?.publish(queue);
      return;
    }
    if (ms > MAX_TIMER_MS || stopping) return; // left to the poll
    const timer = setTimeout(() => {
      timers.delete(timer);
      due(queue);
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const createQueue = async (job: JobDefinition<z.ZodType>) => {
    const settings = {
      name: job.name,
      policy: job.policy ?? 'standard',
      ...retry(job),
      ...expiry(job),
    };
    await retriedOnDeadlock(() => boss.createQueue(job.name, settings));
    // a queue made by an older version keeps its settings otherwise
    await boss.updateQueue(job.name, settings);
  };
  const ensureQueue = (job: JobDefinition<z.ZodType>) => {
    let creation = created.get(job.name);
    if (!creation) {
      creation = createQueue(job);
      created.set(job.name, creation);
      // a creation that failed is tried again by the next send
      creation.catch(() => created.delete(job.name));
    }
    return creation;
  };
  return {
    async send(job, payload, sendOpts) {
      await ensureQueue(job);
      await boss.send(job.name, job.schema.parse(payload) as object, {
        startAfter: sendOpts?.startAfter,
        singletonKey: sendOpts?.singletonKey,
        ...retry(job),
        ...expiry(job),
      });
      // the workers take it when it is due, rather than at their next poll
      const delay = sendOpts?.startAfter ? sendOpts.startAfter.getTime() - Date.now() : 0;
      due(job.name, delay > 0 ? delay + DUE_MARGIN_MS : 0);
    },
    async schedule(job, cron) {
      await ensureQueue(job);
      await boss.schedule(job.name, cron, {}, { tz: 'UTC', ...retry(job), ...expiry(job) });
    },
    async work(job, handler) {
      await ensureQueue(job);
      const id = await boss.work(
        job.name,
        {
          pollingIntervalSeconds: opts.pollingIntervalSeconds ?? POLL_SECONDS,
          batchSize: 1,
          includeMetadata: true,
        },
        async ([j]) => {
          running.add(j.id);
          try {
            const payload = job.schema.parse(j.data);
            const attempt = { retryCount: j.retryCount, retryLimit: j.retryLimit };
            await runThroughOutage(() => handler(payload, attempt), {
              ask: () => databaseAnswers(database.db),
              expireInSeconds: j.expireInSeconds,
              stopping: () => stopping,
            });
            if (stopping) endedWhileStopping.add(j.id);
          } catch (err) {
            countJobFailure(job.name);
            // a retry without backoff is due after its delay: its workers are woken then
            const again = retry(job);
            if (j.retryCount < j.retryLimit && !again.retryBackoff) {
              due(job.name, again.retryDelay * 1000 + RETRY_MARGIN_MS);
            }
            throw err;
          } finally {
            running.delete(j.id);
            // pg-boss waits a whole polling interval after each run, found work or not (one
            // job every half second per queue); after a run the next one is fetched at once,
            // and the wait comes back only when the queue is empty
            wake(job.name);
          }
        },
      );
      workers.set(job.name, id);
    },
    onStop(handOver) {
      handOvers.push(handOver);
    },
    async stop() {
      // handed over within the same wait as the runs in progress; what is late stays behind
      if (!stopping) await within(stopWaitMs, Promise.all(handOvers.map((h) => h())));
      stopping = true;
      // no new run starts; the runs in progress get STOP_WAIT_MS, then pg-boss fails them
      await boss.stop({ graceful: true, wait: true, timeout: stopWaitMs });
      for (const timer of timers) clearTimeout(timer);
      await wakes?.close();
      const interrupted = [...running];
      await completeLateJobs(database.db, [...endedWhileStopping]);
      await handBackInterruptedJobs(database.db, interrupted);
    },
  };
}

/** Waits for `work`, but not past `ms`. */
async function within(ms: number, work: Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work, new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}

/** Stands in where no queue runs (processes or tests that never enqueue). */
export const noJobQueue: JobQueue = {
  send: async (job) => {
    throw new Error(`job queue not started: cannot enqueue ${job.name}`);
  },
  work: async () => {},
  schedule: async () => {},
  onStop: () => {},
  stop: async () => {},
};
