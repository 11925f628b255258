import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../db/client';

/** A job: a name, the zod schema of its payload, and an idempotent handler. */
export interface JobDefinition<S extends z.ZodType, D> {
  name: string;
  schema: S;
  retryLimit: number;
  retryDelaySeconds: number;
  handler(deps: D, payload: z.output<S>, attempt: JobAttempt): Promise<void>;
}

/** How many times this job already failed, and how many retries it has. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
}

export function defineJob<S extends z.ZodType, D>(def: JobDefinition<S, D>) {
  return def;
}

export interface JobQueue {
  send<S extends z.ZodType>(
    job: JobDefinition<S, never>,
    payload: z.input<S>,
    opts?: { startAfter?: Date; singletonKey?: string },
  ): Promise<void>;
  work<S extends z.ZodType, D>(job: JobDefinition<S, D>, deps: D): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss on the app's own database. On PGlite it goes through the `db.executeSql` option:
 * pg-boss's parameterless multi-statement scripts go to `exec`, everything else to `query`.
 */
function pgliteExecutor(database: Database): PgBoss.Db {
  const client = database.pglite!;
  return {
    async executeSql(text: string, values: unknown[]) {
      if ((!values || values.length === 0) && text.includes(';')) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values as unknown[]);
      return { rows: result.rows as unknown[] };
    },
  };
}

export async function startJobQueue(
  database: Database,
  opts: { pollingIntervalSeconds?: number; log: { error: (o: object, m: string) => void } },
): Promise<JobQueue> {
  const boss = new PgBoss(
    database.kind === 'pglite'
      ? { db: pgliteExecutor(database), supervise: true, schedule: false }
      : { connectionString: database.url, max: 4, schedule: false },
  );
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  const ensureQueue = async (job: JobDefinition<z.ZodType, never>) => {
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
    });
    created.add(job.name);
  };
  return {
    async send(job, payload, sendOpts) {
      await ensureQueue(job as JobDefinition<z.ZodType, never>);
      await boss.send(job.name, job.schema.parse(payload) as object, {
        startAfter: sendOpts?.startAfter,
        singletonKey: sendOpts?.singletonKey,
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
      });
    },
    async work(job, deps) {
      await ensureQueue(job as unknown as JobDefinition<z.ZodType, never>);
      await boss.work(
        job.name,
        {
          pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 0.5,
          batchSize: 1,
          includeMetadata: true,
        },
        async ([j]) =>
          job.handler(deps, job.schema.parse(j.data), {
            retryCount: j.retryCount,
            retryLimit: j.retryLimit,
          }),
      );
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}

/** Stands in where no queue runs (processes or tests that never enqueue). */
export const noJobQueue: JobQueue = {
  send: async (job) => {
    throw new Error(`job queue not started: cannot enqueue ${job.name}`);
  },
  work: async () => {},
  stop: async () => {},
};
