import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/**
 * How long a worker holds a message it is sending: longer than the longest its channel may
 * take to answer for it (cloud-api: 20 s a request; a file is first uploaded, up to 120 s,
 * and an audio's text follows it), so a retry can never send a message while its first
 * attempt may still be in flight. A claim left by a process that died lapses after as long.
 */
export const SEND_LEASE_SECONDS = { text: 60, media: 240 };

/**
 * A run still active after this long belongs to a process that died (or a channel that
 * hangs) and is retried; a retry that finds a message still claimed waits behind the claim.
 */
export const SEND_EXPIRY_SECONDS = SEND_LEASE_SECONDS.text;

/** Delivers an outbound message (and any earlier one of its ticket still waiting). */
export const sendMessageJob = defineJob({
  name: 'message.send',
  schema: z.object({ companyId: z.number().int(), messageId: z.number().int() }),
  retryLimit: 4,
  retryDelaySeconds: 2,
  expireInSeconds: SEND_EXPIRY_SECONDS,
});
