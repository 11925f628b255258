import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CLIENT_EVENTS, type TicketDTO } from '@atende/shared';
import { useSocket, useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { applyNewMessage, applyTicketUpdate, removeTicket } from './ticket-list-rules';
import { contactChanged } from './ticket-contact';
import { tagChanged, withTagChange, type TagChange } from './ticket-tags-changed';
import { patchTicketLists, patchWithTicket, TICKETS_LIST_KEY } from './tickets-cache';
import { useTicketViewer } from './use-tickets-list';
import { CHAT_TICKETS_KEY } from '../chat/chat-cache';

/**
 * Keeps every cached ticket list current from company-{id}-ticket and -appMessage (spec 1 §4
 * Live ticket list): the caches are patched, not refetched; a reconnection refetches them.
 */
export function useTicketsRealtime(status: TicketDTO['status'] | undefined) {
  const client = useQueryClient();
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

  useCompanyEvent('ticket', (event) => {
    if (event.action === 'update' && event.ticket) {
      patchWithTicket(client, applyTicketUpdate, event.ticket, viewer);
    } else if (event.action === 'delete') {
      const id = Number(event.ticketId);
      patchTicketLists(client, (data) => removeTicket(data, id));
    }
  });

  // a contact's new name or profile picture shows in the rows of its tickets
  useCompanyEvent('contact', (event) => {
    if (event.action === 'update') {
      patchTicketLists(client, (data) => contactChanged(data, event.contact));
    }
  });

  // a tag renamed or deleted by an admin: the rows and open chats show it as it is (a chip of a
  // deleted tag would make the next tag change fail)
  useCompanyEvent('tag', (event) => {
    if (event.action === 'create') return;
    const change: TagChange =
      event.action === 'delete'
        ? { tagId: event.tagId, tag: null }
        : { tagId: event.tag.id, tag: event.tag };
    patchTicketLists(client, (data) => tagChanged(data, change));
    client.setQueriesData<TicketDTO>({ queryKey: CHAT_TICKETS_KEY }, (ticket) =>
      ticket ? withTagChange(ticket, change) : ticket,
    );
  });

  // a deleted connection took its tickets with it (decision 0135): the lists are read again
  useCompanyEvent('whatsapp', (event) => {
    if (event.action === 'delete') void client.invalidateQueries({ queryKey: TICKETS_LIST_KEY });
  });

  useCompanyEvent('appMessage', (event) => {
    if (event.action === 'create' && event.ticket) {
      patchWithTicket(client, applyNewMessage, event.ticket, viewer);
    }
  });

  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: TICKETS_LIST_KEY });
  });
}
