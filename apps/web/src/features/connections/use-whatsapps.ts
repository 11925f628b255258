import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { dropWhatsapp, storeWhatsapp, WHATSAPPS_KEY } from './whatsapps-cache';
import { whatsappsApi } from './whatsapps-api';

/** GET /whatsapp: the company's connections, one cache for every reader. */
export function useWhatsapps(enabled = true) {
  return useQuery({ queryKey: WHATSAPPS_KEY, queryFn: whatsappsApi.list, enabled });
}

/**
 * company-{id}-whatsapp and -whatsappSession patch the cached list; a reconnection refetches it
 * (events may have been missed meanwhile). Patches are idempotent, so several subscribers are fine.
 */
export function useWhatsappsRealtime() {
  const client = useQueryClient();

  useCompanyEvent('whatsapp', (data) => {
    if (data.action === 'update' && data.whatsapp) storeWhatsapp(client, data.whatsapp);
    else if (data.action === 'delete') dropWhatsapp(client, Number(data.whatsappId));
  });
  useCompanyEvent('whatsappSession', (data) => {
    if (data.action === 'update' && data.session) storeWhatsapp(client, data.session);
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: WHATSAPPS_KEY, exact: true });
  });
}
