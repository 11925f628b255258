import { z } from 'zod';
import { requiredText } from './common';
import { requiredError, V } from './messages';

/** A plan's limit: at least one, since a company on a plan of 0 users could add none. */
const limit = z.coerce
  .number({ error: requiredError })
  .int(V.invalidNumber)
  .min(1, V.atLeastOne)
  .max(100_000);
const flag = z.boolean().default(true);

/** A sum of money once normalised: ≥ 0, at most two decimals, dot as decimal point ('1299.90'). */
export const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** Brazilian thousands: '1.299', '12.345.678' (no leading zero, groups of exactly three). */
const THOUSANDS = /^[1-9]\d{0,2}(\.\d{3})+$/;

/**
 * Money as people in Brazil type it, turned into MONEY text: an optional 'R$' and spaces,
 * dots grouping thousands and a comma before the cents ('R$ 1.299,90', '1299,90'), or a plain
 * '1299.90'. A dot followed by exactly three digits groups thousands: '1.299' is R$ 1.299,00,
 * since money has at most two decimals and a decimal point cannot be meant. US forms
 * ('1,299.90', '1,299') are left invalid rather than guessed.
 */
export function normalizeMoney(text: string): string {
  // \s also takes the no-break space Intl puts after 'R$'
  const s = text.replace(/^\s*R\$/i, '').replace(/\s/g, '');
  const [whole = '', cents, ...more] = s.split(',');
  if (more.length) return s;
  const units = THOUSANDS.test(whole) ? whole.replace(/\./g, '') : whole;
  return cents === undefined ? units : `${units}.${cents}`;
}

/** A sum of money (see normalizeMoney), kept as exact text: never through a float. */
export const money = z
  .union([z.number(), z.string()], { error: requiredError })
  .transform((v) => (typeof v === 'number' ? String(v) : normalizeMoney(v)))
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
