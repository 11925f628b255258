import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/** A transfer chosen in the transfer dialog with a delay (handler: tickets.jobs.ts). */
export const transferTicketJob = defineJob({
  name: 'ticket.transfer',
  schema: z.object({
    companyId: z.number().int(),
    ticketId: z.number().int(),
    requestedBy: z.number().int(),
    queueId: z.number().int(),
    userId: z.number().int().nullable(),
  }),
  retryLimit: 2,
  retryDelaySeconds: 5,
  // a few writes: a run active longer belongs to a process that died (decision 0132)
  expireInSeconds: 120,
});
