import { z } from 'zod';
import { requiredText } from './common';

const limit = z.coerce.number().int().min(0).max(100_000);
const flag = z.boolean().default(true);

export const planSchema = z.object({
  name: requiredText(2, 50),
  users: limit,
  connections: limit,
  queues: limit,
  value: z.coerce.number().min(0).max(1_000_000),
  useCampaigns: flag,
  useSchedules: flag,
  useInternalChat: flag,
  useExternalApi: flag,
  useKanban: flag,
  useOpenAi: flag,
  useIntegrations: flag,
});
export type PlanInput = z.input<typeof planSchema>;
