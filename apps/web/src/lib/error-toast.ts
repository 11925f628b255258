import i18n from './i18n';
import { ApiError } from './api-client';
import { showToast } from './toast';

/**
 * The text of an error: a refusal's own reasons (the `fields` of a 400, in the user's language)
 * when it names them, else the translated backend code when known, else the server's message
 * (translated when it is one of the shared texts).
 */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    const reasons = err.code === 'ERR_VALIDATION' && err.fields ? Object.values(err.fields) : [];
    if (reasons.length) return [...new Set(reasons.map((r) => translateValidation(r)))].join('; ');
    const key = `backendErrors.${err.code}`;
    // a refusal's details (the campaign holding a list, say) fill the translated text
    if (i18n.exists(key)) return i18n.t(key, { ...err.fields });
    return translateValidation(err.message) || err.code;
  }
  if (err instanceof Error && err.message) return err.message;
  return i18n.t('errors.unknown');
}

/** 'Ocorreu um erro: {error}' (spec 1 §8). */
export function toastError(err: unknown): void {
  showToast(i18n.t('errors.toast', { error: errorText(err) }), 'error');
}

export function toastSuccess(message: string): void {
  showToast(message, 'success');
}

export function toastWarning(message: string): void {
  showToast(message, 'warning');
}

/** Validation texts of the shared schemas are keys of the 'validation' group. */
export function translateValidation(message: string | undefined): string | undefined {
  if (!message) return message;
  // a text may hold ':' ('http://'), which i18next would take for a namespace
  return i18n.t(`validation.${message}`, { defaultValue: message, nsSeparator: false });
}
