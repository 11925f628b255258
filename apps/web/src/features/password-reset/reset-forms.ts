import { z } from 'zod';
import { email, newPassword, resetPasswordSchema, V } from '@atende/shared';

/** Step one: the account's e-mail. */
export const emailStepSchema = z.object({ email });

/** Step two: the code, the new password and its confirmation (spec 2 §5 Reset password). */
export const codeStepSchema = z
  .object({
    token: resetPasswordSchema.shape.token,
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: V.passwordsDiffer,
  });
export type CodeStepValues = z.input<typeof codeStepSchema>;
