import { z } from 'zod';
import { requiredText } from './common';
import { requiredError, V } from './messages';

const limit = z.coerce.number({ error: requiredError }).int(V.invalidNumber).min(0).max(100_000);
const flag = z.boolean().default(true);

/** A sum of money: ≥ 0, at most two decimals ('199.90', 199.9 or '199,90'), kept as exact text. */
export const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
export const money = z
  .union([z.number(), z.string()], { error: requiredError })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim().replace(',', '.')))
  .pipe(z.string().min(1, V.required).regex(MONEY, V.invalidValue));

/** POST /plans, PUT /plans/{id} (spec 2 §2 Plans tab). */
export const planSchema = z.object({
  name: requiredText(2, 50),
  users: limit,
  connections: limit,
  queues: limit,
  value: money,
  useCampaigns: flag,
  useSchedules: flag,
  useInternalChat: flag,
  useExternalApi: flag,
  useKanban: flag,
  useOpenAi: flag,
  useIntegrations: flag,
});
export type PlanInput = z.input<typeof planSchema>;
export type PlanData = z.output<typeof planSchema>;
