import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * Processes one stored webhook delivery. A file the platform cannot serve for now (a server
 * error, the network) may need a few tries; one it refuses for good is not tried again.
 */
export const cloudApiWebhookJob = defineJob({
  name: 'cloud-api.webhook',
  schema: z.object({ companyId: z.number().int(), webhookId: z.number().int() }),
  retryLimit: 6,
  retryDelaySeconds: 5,
  // a SIGKILLed process's run waits this long before it runs again elsewhere (decision 0132)
  expireInSeconds: 60,
});
