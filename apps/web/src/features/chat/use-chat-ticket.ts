import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { withContact } from '../tickets/ticket-contact';
import { ticketsApi } from '../tickets/tickets-api';
import { setTicket, ticketKey } from './chat-cache';

/**
 * GET /tickets/u/{uuid}, kept current by company-{id}-ticket and by the ticket a new message's
 * appMessage event carries; `onDeleted` runs when this ticket is deleted elsewhere.
 */
export function useChatTicket(uuid: string, onDeleted: () => void) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ticketKey(uuid),
    queryFn: () => ticketsApi.getByUuid(uuid),
    staleTime: 0,
    retry: false,
  });
  const ticketId = query.data?.id;

  useCompanyEvent('ticket', (data) => {
    if (ticketId === undefined) return;
    if (data.action === 'update' && data.ticket?.id === ticketId) setTicket(client, data.ticket);
    if (data.action === 'delete' && Number(data.ticketId) === ticketId) onDeleted();
  });
  useCompanyEvent('appMessage', (data) => {
    if (data.action === 'create' && data.ticket.id === ticketId) setTicket(client, data.ticket);
  });
  useCompanyEvent('contact', (data) => {
    if (data.action !== 'update' || !query.data) return;
    const next = withContact(query.data, data.contact);
    if (next !== query.data) setTicket(client, next);
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: ticketKey(uuid) });
  });
  return query;
}
