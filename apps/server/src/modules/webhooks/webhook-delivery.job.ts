import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * POSTs one webhook delivery. Backoff doubles from 30 s: 12 retries span more than the 24 h a
 * delivery is tried for; the delivery's give-up time ends it first.
 */
export const webhookDeliveryJob = defineJob({
  name: 'webhook.deliver',
  schema: z.object({ companyId: z.number().int(), deliveryId: z.number().int() }),
  retryLimit: 12,
  retryDelaySeconds: 30,
  // the call itself is bounded by WEBHOOK_TIMEOUT_MS
  expireInSeconds: 60,
});
