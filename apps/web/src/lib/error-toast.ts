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
    const holder = holderText(err);
    if (holder) return holder;
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

/** Refusals whose message names, as JSON, who holds the ticket: said with their name. */
const HOLDER_TEXTS: Partial<Record<string, string>> = {
  ERR_TICKET_TAKEN: 'tickets.takenBy',
  ERR_TICKET_OF_ANOTHER_USER: 'tickets.heldBy',
};

/** "Este atendimento já foi aceito por Ana", when the refusal names who holds the ticket. */
function holderText(err: unknown): string | null {
  const key = err instanceof ApiError ? HOLDER_TEXTS[err.code] : undefined;
  if (!key) return null;
  try {
    const { user } = JSON.parse((err as ApiError).message) as { user?: { name?: string } | null };
    return user?.name ? i18n.t(key, { name: user.name }) : null;
  } catch {
    return null;
  }
}

/** 'Ocorreu um erro: {error}' (spec 1 §8). */
export function toastError(err: unknown): void {
  // who has the ticket is the whole answer, not an error's detail
  const holder = holderText(err);
  showToast(holder ?? i18n.t('errors.toast', { error: errorText(err) }), 'error');
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
