import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';

/** One customer message for a queue's engine to answer (handler: queue-engine-turn.ts). */
export const queueEngineTurnJob = defineJob({
  name: 'bot.engine-turn',
  schema: z.object({
    companyId: z.number().int(),
    ticketId: z.number().int(),
    messageId: z.number().int(),
    queueId: z.number().int(),
  }),
  retryLimit: 3,
  retryDelaySeconds: 10,
  // outside services answer within their own time limits, well inside this
  expireInSeconds: 300,
});
