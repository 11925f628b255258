import { translateValidation } from '../../lib/error-toast';

/**
 * Why a delivery got no answer, in the user's language. The server writes the reason in
 * Portuguese, most of them followed by the system's own words in parentheses ('Conexão recusada
 * pelo endereço (connect ECONNREFUSED …)'): the reason is translated, those words are kept.
 * An unforeseen failure ('Falha: <the system's words>') has its first word translated.
 */
export function deliveryReason(excerpt: string): string {
  const whole = translateValidation(excerpt) ?? excerpt;
  if (whole !== excerpt) return whole;
  const failure = /^Falha: (.*)$/s.exec(excerpt);
  if (failure) return `${translateValidation('Falha') ?? 'Falha'}: ${failure[1]}`;
  const parts = /^(.+?) (\(.*\))$/s.exec(excerpt);
  if (!parts) return excerpt;
  const [, reason = '', detail = ''] = parts;
  const translated = translateValidation(reason) ?? reason;
  return translated === reason ? excerpt : `${translated} ${detail}`;
}
