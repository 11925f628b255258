import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * A single send takes seconds; a run still active after this long belongs to a process that
 * died (or a channel that hangs) and is retried. The claim on the message lapses just as fast.
 */
export const SEND_EXPIRY_SECONDS = 30;

/** Delivers an outbound message (and any earlier one of its ticket still waiting). */
export const sendMessageJob = defineJob({
  name: 'message.send',
  schema: z.object({ companyId: z.number().int(), messageId: z.number().int() }),
  retryLimit: 4,
  retryDelaySeconds: 2,
  expireInSeconds: SEND_EXPIRY_SECONDS,
});
