import { z } from 'zod';
import { email } from './common';
import { V } from './messages';
import { newPassword } from './password';

/** Digits in a reset code (sent by e-mail, typed on the second step of /forgetpsw). */
export const RESET_CODE_LENGTH = 6;
/** A reset code is valid this long after it was sent. */
export const RESET_CODE_TTL_MINUTES = 60;

/** Texts of the reset flow (spec 2 §2 Password reset page, §8 'Email não encontrado'). */
export const RESET_MESSAGES = {
  sent: 'Enviamos um código para o seu e-mail. Ele vale por 1 hora.',
  notFound: 'Email não encontrado',
  invalidCode: 'Código inválido ou expirado',
  done: 'Senha redefinida com sucesso',
  notConfigured: 'A redefinição de senha por e-mail não está configurada',
  mailFailed: 'Não foi possível enviar o e-mail. Tente novamente mais tarde.',
} as const;

/** POST /forgetpassword/{email} and POST /resetpasswords/{email}: the address is in the path. */
export const resetEmailParams = z.object({ email });

/**
 * POST /resetpasswords/{email}: the code and the new password travel in the body, never in the
 * URL (docs/decisions/0061-password-reset-by-e-mail.md).
 */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: () => V.required })
    .trim()
    .min(1, V.required)
    .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), RESET_MESSAGES.invalidCode),
  newPassword,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** GET /forgetpassword: whether this server can send the code (SMTP_URL is set). */
export interface PasswordResetOptionsDTO {
  enabled: boolean;
}
