import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';
import { defineSweep } from '../../jobs/sweep';

/**
 * Sends one schedule at its sendAt. Never retried: the claim makes a second run a no-op, and a
 * failure is recorded on the schedule (ERRO) for the user to see and reschedule.
 */
export const sendScheduleJob = defineJob({
  name: 'schedule.send',
  schema: z.object({ companyId: z.number().int(), scheduleId: z.number().int() }),
  retryLimit: 0,
  retryDelaySeconds: 0,
  expireInSeconds: 120,
});

/**
 * Once a minute: sends what is due and was missed (a process down at sendAt, a job lost), and
 * reports the claims a crash left unsettled.
 */
export const dispatchSchedulesJob = defineSweep('schedule.dispatch');

/**
 * A claim older than this was left by a worker that died mid-send: a send through a channel
 * takes seconds, and the channels give up well before.
 */
export const CLAIM_LEASE_SECONDS = 120;
