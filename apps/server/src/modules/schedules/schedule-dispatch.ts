import { SCHEDULE_MESSAGES } from '@atende/shared';
import { SWEEP_BATCH, sweepInBatches, type SweepCtx } from '../../jobs/sweep';
import { CLAIM_LEASE_SECONDS } from './schedule-send.job';
import { announceSchedule } from './schedule-events';
import { deliverSchedule } from './schedule-send';
import * as repo from './schedules.repo';

/**
 * The minute's sweep (decision 0076): first the claims a crash left unsettled become ERRO of
 * unknown outcome (never re-sent), then every due schedule is sent. The send jobs enqueued at
 * sendAt usually got there first; a schedule they already claimed is skipped by its claim.
 */
export async function dispatchSchedules(sweep: SweepCtx) {
  const leaseStart = new Date(sweep.clock.now().getTime() - CLAIM_LEASE_SECONDS * 1000);
  await sweepInBatches(
    sweep,
    'schedule.expireClaims',
    () => repo.expireClaims(sweep.db, leaseStart, SCHEDULE_MESSAGES.unknownOutcome, SWEEP_BATCH),
    async ({ companyId, id }) => {
      await announceSchedule(sweep.company(companyId), id, 'update');
    },
  );
  // each due row is claimed (or found claimed) by deliverSchedule, so the next batch moves on
  await sweepInBatches(
    sweep,
    'schedule.dispatch',
    () => repo.dueSchedules(sweep.db, sweep.clock.now(), SWEEP_BATCH),
    ({ companyId, id }) => deliverSchedule(sweep.company(companyId), id),
  );
}
