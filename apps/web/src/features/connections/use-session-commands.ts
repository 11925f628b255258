import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { WhatsappDTO } from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { errorText, toastError } from '../../lib/error-toast';
import type { SessionCommand } from './session-buttons';
import { storeWhatsapp } from './whatsapps-cache';
import { whatsappsApi } from './whatsapps-api';

type ServerCommand = Exclude<SessionCommand, 'qrcode'>;

const CALLS: Record<ServerCommand, (id: number) => Promise<unknown>> = {
  tryAgain: whatsappsApi.startSession,
  newQr: whatsappsApi.newQrCode,
  disconnect: whatsappsApi.disconnect,
};

/**
 * POST / PUT / DELETE /whatsappsession/{id}. The new status arrives by the session events; the
 * connection is read once more afterwards in case the realtime link is down.
 */
export function useSessionCommands() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());

  const setBusy = (id: number, busy: boolean) =>
    setBusyIds((prev) => {
      const next = new Set(prev);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = useCallback(
    async (connection: WhatsappDTO, command: ServerCommand) => {
      setBusy(connection.id, true);
      try {
        await CALLS[command](connection.id);
      } catch (err) {
        // a provider that cannot start says why: show that reason next to the known text
        if (err instanceof ApiError && err.code === 'ERR_WAPP_NOT_INITIALIZED' && err.message) {
          const reason = err.message === err.code ? '' : err.message;
          toastError(new Error(t('connections.notInitialized', { error: errorText(err), reason })));
        } else {
          toastError(err);
        }
      } finally {
        setBusy(connection.id, false);
        await whatsappsApi
          .get(connection.id)
          .then((fresh) => storeWhatsapp(client, fresh))
          .catch(() => undefined);
      }
    },
    [client, t],
  );

  return { busyIds, run };
}
