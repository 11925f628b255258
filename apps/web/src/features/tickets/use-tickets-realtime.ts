import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CLIENT_EVENTS, companyChannel, type MessageDTO, type TicketDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { useSocket, useSocketEvent, useSocketReconnect } from '../../app/auth/socket-provider';
import { applyNewMessage, applyTicketUpdate, removeTicket } from './ticket-list-rules';
import { patchTicketLists, patchWithTicket, TICKETS_LIST_KEY } from './tickets-cache';
import { useTicketViewer } from './use-tickets-list';

type TicketEvent = { action: 'update'; ticket: TicketDTO } | { action: 'delete'; ticketId: number };
type AppMessageEvent =
  | { action: 'create'; message: MessageDTO; ticket: TicketDTO }
  | { action: 'update'; message: MessageDTO };

/**
 * Keeps every cached ticket list current from company-{id}-ticket and -appMessage (spec 1 §4
 * Live ticket list): the caches are patched, not refetched; a reconnection refetches them.
 */
export function useTicketsRealtime(status: TicketDTO['status'] | undefined) {
  const client = useQueryClient();
  const me = useCurrentUser();
  const viewer = useTicketViewer();
  const socket = useSocket();

  useEffect(() => {
    if (!socket || !status) return;
    const join = () => socket.emit(CLIENT_EVENTS.joinTickets, status);
    join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      socket.emit(CLIENT_EVENTS.leaveTickets, status);
    };
  }, [socket, status]);

  useSocketEvent<TicketEvent>(companyChannel(me.companyId, 'ticket'), (event) => {
    if (event.action === 'update' && event.ticket) {
      patchWithTicket(client, applyTicketUpdate, event.ticket, viewer);
    } else if (event.action === 'delete') {
      const id = Number(event.ticketId);
      patchTicketLists(client, (data) => removeTicket(data, id));
    }
  });

  useSocketEvent<AppMessageEvent>(companyChannel(me.companyId, 'appMessage'), (event) => {
    if (event.action === 'create' && event.ticket) {
      patchWithTicket(client, applyNewMessage, event.ticket, viewer);
    }
  });

  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: TICKETS_LIST_KEY });
  });
}
