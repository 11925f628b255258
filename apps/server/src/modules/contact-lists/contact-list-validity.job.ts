import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * Asks the connection's channel (the company's default one when none is named) whether each
 * unchecked item of a list is on WhatsApp, and records the answers as they come.
 */
export const contactListValidityJob = defineJob({
  name: 'contact-list.validity',
  schema: z.object({
    companyId: z.number().int(),
    contactListId: z.number().int(),
    connectionId: z.number().int().optional(),
  }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  // a run checks a bounded number of items, then queues the next run
  expireInSeconds: 15 * 60,
});
