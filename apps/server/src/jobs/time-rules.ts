import { clearAbsentUsers } from '../modules/users/presence';
import { clearAbsentUsersJob } from '../modules/users/presence.job';
import { expireUnansweredRatings } from '../modules/ticket-tracking/rating-expiry';
import { expireRatingsJob } from '../modules/ticket-tracking/rating-expiry.job';
import { closeInactiveTickets, transferWaitingTickets } from '../modules/tickets/time-rules';
import { closeInactiveJob, transferWaitingJob } from '../modules/tickets/time-rules.job';
import type { JobQueue } from './job-queue';
import { EVERY_MINUTE, type SweepCtx } from './sweep';

/** The time rules (decision 0043): each a sweep over every company, once a minute. */
export const TIME_RULES = [
  { job: transferWaitingJob, run: transferWaitingTickets },
  { job: closeInactiveJob, run: closeInactiveTickets },
  { job: expireRatingsJob, run: expireUnansweredRatings },
  { job: clearAbsentUsersJob, run: clearAbsentUsers },
];

/**
 * Works the time rules in this process and (re)writes their schedules, which live in the
 * database: any number of processes may do both. The runs are enqueued by the processes whose
 * job queue keeps the schedules (`schedules`), one run per minute whatever their number.
 */
export async function startTimeRules(jobs: JobQueue, sweep: SweepCtx) {
  for (const rule of TIME_RULES) {
    await jobs.work(rule.job, () => rule.run(sweep));
    await jobs.schedule(rule.job, EVERY_MINUTE);
  }
}
