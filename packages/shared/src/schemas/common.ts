import { z } from 'zod';
import { requiredError, V } from './messages';

/** A required text with the spec's 'Required' / 'Too Short!' / 'Too Long!' messages. */
export const requiredText = (min: number, max: number) =>
  z
    .string({ error: requiredError })
    .trim()
    .min(1, V.required)
    .min(min, V.tooShort)
    .max(max, V.tooLong);

export const email = z
  .string({ error: requiredError })
  .trim()
  .toLowerCase()
  .min(1, V.required)
  .pipe(z.email(V.invalidEmail));

/** Integer id from a path or query string ("12") or JSON (12). */
export const idParam = z.coerce
  .number({ error: 'Invalid id' })
  .int('Invalid id')
  .positive('Invalid id');
export const idParams = z.object({ id: idParam });

/** The longest search a list takes; the search boxes stop there (a pasted page is cut). */
export const SEARCH_MAX_LENGTH = 200;

/** pageNumber starts at 1 (spec 1 §9). */
export const pageQuery = z.object({
  searchParam: z.string().trim().max(SEARCH_MAX_LENGTH, V.tooLong).optional().default(''),
  pageNumber: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

/** A true/false query-string switch; absent means false. */
export const queryFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** Digits only: masks, spaces and '+' are dropped before the check. */
/** How people write a phone: digits, spaces, dashes, dots, parentheses, a leading '+'. */
export const WRITTEN_PHONE = /^\+?[\d\s().-]*$/;

export const phoneDigits = (min: number, max: number) =>
  z
    .string({ error: requiredError })
    // a letter in a number is a typo (an O for a 0), not something to drop silently
    .refine((v) => WRITTEN_PHONE.test(v.trim()), V.invalidNumber)
    .transform((v) => v.replace(/\D/g, ''))
    // an empty field is a missing number, not a short one
    .pipe(z.string().min(1, V.required))
    .pipe(z.string().min(min, V.tooShort).max(max, V.tooLong));

/** The same digits, or nothing: an empty field is no phone at all. */
export const optionalPhoneDigits = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').replace(/\D/g, ''))
    .pipe(
      z
        .string()
        .refine((v) => v === '' || v.length >= min, V.tooShort)
        .max(max, V.tooLong),
    );

/**
 * A phone as people write it (digits, spaces, dashes, dots, parentheses, a leading '+'), at
 * least 8 digits; blank for none. 'abc' was stored and listed as a number.
 */
export const writtenPhone = (max: number) =>
  z
    .string()
    .trim()
    .max(max, V.tooLong)
    .refine(
      (v) => v === '' || (WRITTEN_PHONE.test(v) && v.replace(/\D/g, '').length >= 8),
      V.invalidNumber,
    );

export const okResponse = z.object({ message: z.string() });

/** YYYY-MM-DD naming a real day (2024-02-31 is refused rather than rolled over). */
export function isCalendarDate(v: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** The spec's client sends blank filters as ''; they mean "no filter". */
export const isoDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string().refine(isCalendarDate, 'Invalid date').optional(),
);
