import { z } from 'zod';
import { requiredError, V } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;

/**
 * The one policy for every new password (sign-up, user modal, profile, first-start admin):
 * the spec's reset rule, 8+ characters with an upper-case letter, a lower-case one and a digit.
 * Passwords set before it still log in: the login form checks presence only.
 */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(value) &&
    /\p{Ll}/u.test(value) &&
    /\p{Nd}/u.test(value)
  );
}

export const newPassword = z
  .string({ error: requiredError })
  .min(1, V.required)
  .max(PASSWORD_MAX_LENGTH, V.tooLong)
  .refine(isStrongPassword, V.passwordPolicy);

/** What a user types to prove it is them before changing their own password or e-mail. */
export const currentPassword = z.string().max(200, V.tooLong);
