import { useQuery, useQueryClient } from '@tanstack/react-query';
import { companyChannel, type TicketDTO } from '@atende/shared';
import { useSocketEvent, useSocketReconnect } from '../../app/auth/socket-provider';
import { ticketsApi } from '../tickets/tickets-api';
import { setTicket, ticketKey } from './chat-cache';

type TicketEvent = { action: 'update'; ticket: TicketDTO } | { action: 'delete'; ticketId: number };

/**
 * GET /tickets/u/{uuid}, kept current by company-{id}-ticket; `onDeleted` runs when this ticket
 * is deleted elsewhere.
 */
export function useChatTicket(uuid: string, companyId: number, onDeleted: () => void) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ticketKey(uuid),
    queryFn: () => ticketsApi.getByUuid(uuid),
    staleTime: 0,
    retry: false,
  });
  const ticketId = query.data?.id;

  useSocketEvent<TicketEvent>(companyChannel(companyId, 'ticket'), (data) => {
    if (ticketId === undefined) return;
    if (data.action === 'update' && data.ticket?.id === ticketId) setTicket(client, data.ticket);
    if (data.action === 'delete' && Number(data.ticketId) === ticketId) onDeleted();
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: ticketKey(uuid) });
  });
  return query;
}
