import { z } from 'zod';
import { RECURRENCES } from '../constants';
import { email, isCalendarDate, phoneDigits, requiredText } from './common';
import { requiredError, V } from './messages';
import { newPassword } from './password';

/** POST /companies/cadastro: the public sign-up (spec 2 §2, §3, §5). */
export const signupSchema = z.object({
  name: requiredText(2, 50),
  email,
  phone: phoneDigits(10, 11),
  password: newPassword,
  planId: z.coerce.number({ error: requiredError }).int(V.required).positive(V.required),
  // the spec's client also sends these; the server decides them itself
  recurrence: z.string().optional(),
  dueDate: z.string().optional(),
  status: z.unknown().optional(),
  campaignsEnabled: z.unknown().optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

const dueDate = z
  .string()
  .optional()
  .nullable()
  .transform((v) => (v && isCalendarDate(v) ? v : null));

/** Super-user company form (spec 2 §2 Companies tab). */
export const companySchema = z.object({
  name: requiredText(2, 50),
  email,
  phone: z.string().trim().max(20, V.tooLong).optional().default(''),
  planId: z.coerce.number({ error: requiredError }).int().positive(V.required),
  status: z.boolean().default(true),
  campaignsEnabled: z.boolean().default(true),
  dueDate,
  recurrence: z.enum(RECURRENCES).default('MENSAL'),
});
export type CompanyInput = z.input<typeof companySchema>;
export type SignupData = z.output<typeof signupSchema>;
