import { z } from 'zod';
import { RECURRENCES } from '../constants';
import { email, isCalendarDate, optionalPhoneDigits, requiredText, writtenPhone } from './common';
import { requiredError, V } from './messages';
import { newPassword } from './password';

/** POST /companies/cadastro: the public sign-up (spec 2 §2, §3, §5). */
export const signupSchema = z.object({
  name: requiredText(2, 50),
  email,
  // not among the spec's required sign-up fields (spec 2 §5): empty, or 10 – 11 digits
  phone: optionalPhoneDigits(10, 11),
  password: newPassword,
  planId: z.coerce.number({ error: requiredError }).int(V.required).positive(V.required),
  // the spec's client also sends these; the server decides them itself
  recurrence: z.string().optional(),
  dueDate: z.string().optional(),
  status: z.unknown().optional(),
  campaignsEnabled: z.unknown().optional(),
});
export type SignupInput = z.input<typeof signupSchema>;

/** Empty means no due date (spec 2 §4); anything else must be a real YYYY-MM-DD day. */
const dueDate = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => v || null)
  .refine((v) => v === null || isCalendarDate(v), 'Invalid date');

/** Super-user company form (spec 2 §2 Companies tab). */
export const companySchema = z.object({
  name: requiredText(2, 50),
  email,
  phone: writtenPhone(20).optional().default(''),
  planId: z.coerce.number({ error: requiredError }).int().positive(V.required),
  status: z.boolean().default(true),
  campaignsEnabled: z.boolean().default(true),
  dueDate,
  recurrence: z.enum(RECURRENCES).default('MENSAL'),
});
export type CompanyInput = z.input<typeof companySchema>;
export type CompanyData = z.output<typeof companySchema>;
export type SignupData = z.output<typeof signupSchema>;

/**
 * PUT /companies/{id}/user (super users): the company's first user, as the Companies tab's
 * user button edits it; a blank password keeps the current one.
 */
export const companyUserSchema = z.object({
  name: requiredText(2, 50),
  email,
  password: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(newPassword.optional()),
});
export type CompanyUserInput = z.input<typeof companyUserSchema>;
