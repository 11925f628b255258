import { clearAbsentUsers } from '../modules/users/presence';
import { clearAbsentUsersJob } from '../modules/users/presence.job';
import { expireUnansweredRatings } from '../modules/ticket-tracking/rating-expiry';
import { expireRatingsJob } from '../modules/ticket-tracking/rating-expiry.job';
import { closeInactiveTickets, transferWaitingTickets } from '../modules/tickets/time-rules';
import { closeInactiveJob, transferWaitingJob } from '../modules/tickets/time-rules.job';
import { issueDueInvoices } from '../modules/invoices/invoice-issue';
import { ISSUE_INVOICES_CRON, issueInvoicesJob } from '../modules/invoices/invoice-issue.job';
import { dispatchSchedules } from '../modules/schedules/schedule-dispatch';
import { dispatchSchedulesJob } from '../modules/schedules/schedule-send.job';
import { campaignSweepJob } from '../modules/campaigns/campaign.jobs';
import { sweepCampaigns } from '../modules/campaigns/campaign-sweep';
import type { JobQueue } from './job-queue';
import { EVERY_MINUTE, type SweepCtx } from './sweep';

/**
 * The time rules (decision 0043): each a sweep over every company, once a minute unless it
 * names its own cron (the invoices are issued once a day, decision 0058).
 */
export const TIME_RULES: Array<{
  job: typeof transferWaitingJob;
  run: (sweep: SweepCtx) => Promise<unknown>;
  cron?: string;
}> = [
  { job: transferWaitingJob, run: transferWaitingTickets },
  { job: closeInactiveJob, run: closeInactiveTickets },
  { job: expireRatingsJob, run: expireUnansweredRatings },
  { job: clearAbsentUsersJob, run: clearAbsentUsers },
  { job: issueInvoicesJob, run: issueDueInvoices, cron: ISSUE_INVOICES_CRON },
  { job: dispatchSchedulesJob, run: dispatchSchedules },
  { job: campaignSweepJob, run: sweepCampaigns },
];

/**
 * Works the time rules in this process and (re)writes their schedules, which live in the
 * database: any number of processes may do both. The runs are enqueued by the processes whose
 * job queue keeps the schedules (`schedules`), one run per minute whatever their number.
 */
export async function startTimeRules(jobs: JobQueue, sweep: SweepCtx) {
  for (const rule of TIME_RULES) {
    await jobs.work(rule.job, async () => {
      await rule.run(sweep);
    });
    await jobs.schedule(rule.job, rule.cron ?? EVERY_MINUTE);
  }
}
