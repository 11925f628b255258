import i18n from '../../lib/i18n';
import { ApiError } from '../../lib/api-client';
import { toastError } from '../../lib/error-toast';
import { showToast } from '../../lib/toast';

/**
 * A failed accept or reopen: when someone else got the ticket first (ERR_TICKET_TAKEN, whose
 * message names them as ERR_OTHER_OPEN_TICKET does), "Este atendimento já foi aceito por Ana";
 * any other error as usual.
 */
export function toastTicketError(err: unknown): void {
  const name = err instanceof ApiError && err.code === 'ERR_TICKET_TAKEN' ? holderName(err) : null;
  if (name) showToast(i18n.t('tickets.takenBy', { name }), 'error');
  else toastError(err);
}

function holderName(err: ApiError): string | null {
  try {
    return (JSON.parse(err.message) as { user?: { name?: string } | null }).user?.name ?? null;
  } catch {
    return null;
  }
}
