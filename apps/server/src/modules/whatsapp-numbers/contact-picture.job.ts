import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * Looks up and stores a contact's profile picture through a connection (the default one when
 * none is named). A channel that cannot answer now retries a few times. One waiting lookup per
 * contact (the sends' singleton key): the customer's next messages, until it has run, add none.
 */
export const contactPictureJob = defineJob({
  name: 'contact.picture',
  schema: z.object({
    companyId: z.number().int(),
    contactId: z.number().int(),
    connectionId: z.number().int().optional(),
  }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  policy: 'short',
});
