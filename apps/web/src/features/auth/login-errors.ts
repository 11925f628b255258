import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';

/** What only the holder of the right password is told: the server checks it first. */
const ACCOUNT_REASONS = new Set(['ERR_SUBSCRIPTION_EXPIRED', 'ERR_COMPANY_INACTIVE']);

/**
 * Any failure reads 'Credenciais inválidas' (spec 1 §5), except an expired subscription, said
 * with its due date in the user's language (the server's Portuguese text when it sent no date),
 * and a company switched off: a right password told 'invalid' sends its user to reset it in
 * vain (decision 0143).
 */
export function loginErrorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.code === 'ERR_SUBSCRIPTION_EXPIRED') {
    const due = err.fields?.dueDate;
    if (due) return t('login.subscriptionExpired', { date: formatDate(due) });
    if (err.message) return err.message;
  }
  if (err instanceof ApiError && err.code === 'ERR_COMPANY_INACTIVE') {
    return t('backendErrors.ERR_COMPANY_INACTIVE');
  }
  return t('errors.invalidCredentials');
}

/** Why the server ended the session this page was reached from (lib/session-end.ts). */
export function sessionEndText(reason: ApiError, t: TFunction): string {
  return ACCOUNT_REASONS.has(reason.code) ? loginErrorText(reason, t) : t('login.sessionEnded');
}
