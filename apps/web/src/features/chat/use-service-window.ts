import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceWindowDTO, TicketDTO } from '@atende/shared';
import { api } from '../../lib/api-client';
import { useCompanyEvent } from '../../lib/use-company-event';

const serviceWindowKey = (ticketId: number) => ['ticket', ticketId, 'service-window'] as const;

/**
 * Whether the official API's 24-hour window to answer this customer has closed (only a template
 * may go then). Asked once per opened chat, only on channels that enforce it (cloud-api), and
 * again when the customer writes, which reopens it.
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

  return enforced && !!query.data?.enforced && !query.data.open;
}
