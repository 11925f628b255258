import { z } from 'zod';
import type { SystemCtx } from '../context';
import { defineJob } from './job-queue';

/** Time rules run once a minute. */
export const EVERY_MINUTE = '* * * * *';

/**
 * A time rule: a repeatable job that sweeps every company. A failed run is not retried, the
 * next minute's run does the same work; a run stuck for 5 minutes counts as failed.
 */
export const defineSweep = (name: string) =>
  defineJob({
    name,
    schema: z.object({}),
    retryLimit: 0,
    retryDelaySeconds: 0,
    expireInSeconds: 300,
  });

/** What a sweep receives: the shared parts of a ctx, and a company's ctx to act in it. */
export interface SweepCtx extends Omit<SystemCtx, 'companyId'> {
  company(companyId: number): SystemCtx;
}

/** Rows one statement of a sweep claims at most; a full batch is followed by another. */
export const SWEEP_BATCH = 100;
const MAX_BATCHES = 20;

/**
 * Claims rows in bounded batches (each claim one statement that changes what it returns, so a
 * row is never claimed twice) and follows each up. A follow-up that fails is logged and the
 * others go on: the claim is already done and a retry would not find the row again.
 */
export async function sweepInBatches<T>(
  sweep: SweepCtx,
  rule: string,
  claim: () => Promise<T[]>,
  followUp: (row: T) => Promise<void>,
) {
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const rows = await claim();
    for (const row of rows) {
      try {
        await followUp(row);
      } catch (err) {
        sweep.log.error({ err, rule, row }, 'time rule follow-up failed');
      }
    }
    if (rows.length < SWEEP_BATCH) return;
  }
}
