import { RESET_CODE_TTL_MINUTES } from '@atende/shared';
import type { MailMessage } from '../../mail/mailer';

/** The e-mail carrying a reset code, in the product's default language (pt-BR). */
export function resetMail(to: string, name: string, code: string): MailMessage {
  return {
    to,
    subject: 'Atende: código para redefinir sua senha',
    text: [
      `Olá, ${name}.`,
      '',
      `Seu código para redefinir a senha é: ${code}`,
      '',
      `Ele vale por ${RESET_CODE_TTL_MINUTES} minutos e pode ser usado uma vez.`,
      'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
    ].join('\n'),
  };
}
