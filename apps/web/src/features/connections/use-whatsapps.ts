import { useQuery, useQueryClient } from '@tanstack/react-query';
import { companyChannel, type WhatsappDTO } from '@atende/shared';
import { useSocketEvent, useSocketReconnect } from '../../app/auth/socket-provider';
import { dropWhatsapp, storeWhatsapp, WHATSAPPS_KEY } from './whatsapps-cache';
import { whatsappsApi } from './whatsapps-api';

/** GET /whatsapp: the company's connections, one cache for every reader. */
export function useWhatsapps(enabled = true) {
  return useQuery({ queryKey: WHATSAPPS_KEY, queryFn: whatsappsApi.list, enabled });
}

type WhatsappEvent =
  { action: 'update'; whatsapp: WhatsappDTO } | { action: 'delete'; whatsappId: number };
type SessionEvent = { action: 'update'; session: WhatsappDTO };

/**
 * company-{id}-whatsapp and -whatsappSession patch the cached list; a reconnection refetches it
 * (events may have been missed meanwhile). Patches are idempotent, so several subscribers are fine.
 */
export function useWhatsappsRealtime(companyId: number | null) {
  const client = useQueryClient();
  const channel = (name: 'whatsapp' | 'whatsappSession') =>
    companyId === null ? null : companyChannel(companyId, name);

  useSocketEvent<WhatsappEvent>(channel('whatsapp'), (data) => {
    if (data.action === 'update' && data.whatsapp) storeWhatsapp(client, data.whatsapp);
    else if (data.action === 'delete') dropWhatsapp(client, Number(data.whatsappId));
  });
  useSocketEvent<SessionEvent>(channel('whatsappSession'), (data) => {
    if (data.action === 'update' && data.session) storeWhatsapp(client, data.session);
  });
  useSocketReconnect(() => {
    if (companyId !== null) void client.invalidateQueries({ queryKey: WHATSAPPS_KEY, exact: true });
  });
}
