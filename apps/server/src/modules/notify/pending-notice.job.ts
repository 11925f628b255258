import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * A ticket was seen waiting for a person (handler: pending-notice.ts). `at` is when: the
 * recipients' hours are checked at that instant, not when the job happens to run.
 */
export const pendingNoticeJob = defineJob({
  name: 'notify.pending-ticket',
  schema: z.object({
    companyId: z.number().int(),
    ticketId: z.number().int(),
    at: z.iso.datetime(),
  }),
  retryLimit: 3,
  retryDelaySeconds: 5,
  // a notice is one send: a run active longer belongs to a process that died (decision 0132)
  expireInSeconds: 120,
  // one waiting notice per ticket (keyed by it): every message of a waiting customer raises
  // the event again, and the first notice, with the first instant, is the one that counts
  policy: 'short',
});
