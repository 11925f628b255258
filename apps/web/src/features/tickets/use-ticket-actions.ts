import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDTO } from '@atende/shared';
import { focusTicketList } from './focus-ticket-list';
import { toastError } from '../../lib/error-toast';
import { applyTicketUpdate } from './ticket-list-rules';
import { ticketsApi } from './tickets-api';
import { patchWithTicket } from './tickets-cache';
import { useTicketViewer } from './use-tickets-list';

type TicketChange = Parameters<typeof ticketsApi.update>[1];

/**
 * Navigation state of a ticket just accepted or reopened: the list turns to the tab where the
 * ticket now is ('Atendendo'), where it shows highlighted.
 */
export const OPENED_TICKET_STATE = { ticketsTab: 'open' } as const;

/** Accept, resolve and reopen from the list (spec 1 §4 Ticket), patching the cached lists. */
export function useTicketActions() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const viewer = useTicketViewer();
  const { mutateAsync: update } = useMutation({
    mutationFn: ({ ticket, body }: { ticket: TicketDTO; body: TicketChange }) =>
      ticketsApi.update(ticket.id, body),
    onSuccess: (saved) => {
      if (saved?.id) patchWithTicket(client, applyTicketUpdate, saved, viewer);
    },
    onError: toastError,
  });

  return useMemo(() => {
    /** The saved ticket, or null when refused (already said in a toast). */
    const run = (ticket: TicketDTO, body: TicketChange) =>
      update({ ticket, body }).then(
        (saved) => saved ?? ticket,
        () => null,
      );
    return {
      /** pending → open, owned by me; then the chat opens. */
      accept: async (ticket: TicketDTO) => {
        const saved = await run(ticket, {
          status: 'open',
          userId: viewer.id,
          expectedStatus: ticket.status,
        });
        if (saved) void navigate(`/tickets/${saved.uuid}`, { state: OPENED_TICKET_STATE });
      },
      /**
       * open → closed with user and queue, as the chat's Resolver: the ticket's owner stays its
       * owner (an admin resolving from "show all" takes no colleague's ticket); the current
       * chat is cleared.
       */
      close: async (ticket: TicketDTO, currentUuid?: string) => {
        const saved = await run(ticket, {
          status: 'closed',
          userId: ticket.userId ?? viewer.id,
          queueId: ticket.queueId,
        });
        if (saved && currentUuid === ticket.uuid) void navigate('/tickets');
        // the row left the list with the button that had the focus
        if (saved) focusTicketList();
      },
      /** closed → open, assigned to me; the chat stays open. */
      reopen: async (ticket: TicketDTO) => {
        const saved = await run(ticket, {
          status: 'open',
          userId: viewer.id,
          expectedStatus: ticket.status,
        });
        if (saved) void navigate(`/tickets/${saved.uuid}`, { state: OPENED_TICKET_STATE });
      },
    };
  }, [navigate, update, viewer]);
}
