import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceWindowDTO, TicketDTO } from '@atende/shared';
import { api } from '../../lib/api-client';
import { useCompanyEvent } from '../../lib/use-company-event';

const MAX_DELAY = 2 ** 31 - 1;
const serviceWindowKey = (ticketId: number) => ['ticket', ticketId, 'service-window'] as const;

/**
 * Whether the official API's 24-hour window to answer this customer has closed (only a template
 * may go then). Asked once per opened chat, only on channels that enforce it (cloud-api), again
 * when the customer writes, which reopens it, and when an open window reaches its end.
 */
export function useServiceWindowClosed(ticket: TicketDTO): boolean {
  const client = useQueryClient();
  const enforced = ticket.whatsapp.provider === 'cloud-api';
  const query = useQuery({
    queryKey: serviceWindowKey(ticket.id),
    queryFn: () => api.get<ServiceWindowDTO>(`/tickets/${ticket.id}/service-window`),
    enabled: enforced,
    staleTime: 0,
  });

  useCompanyEvent('appMessage', (data) => {
    if (!enforced || data.action !== 'create' || data.message.ticketId !== ticket.id) return;
    if (!data.message.fromMe)
      void client.invalidateQueries({ queryKey: serviceWindowKey(ticket.id) });
  });

  const expiresAt = query.data?.open ? query.data.expiresAt : null;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: serviceWindowKey(ticket.id) }),
      // a timer's delay cannot exceed MAX_DELAY (it would fire at once)
      Math.min(MAX_DELAY, Math.max(0, new Date(expiresAt).getTime() - Date.now()) + 1000),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, client, ticket.id]);

  return enforced && !!query.data?.enforced && !query.data.open;
}
