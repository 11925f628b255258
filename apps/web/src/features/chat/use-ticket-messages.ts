import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { companyChannel, type MessageDTO, type TicketDTO } from '@atende/shared';
import { useSocketEvent, useSocketReconnect } from '../../app/auth/socket-provider';
import { messagesApi } from '../tickets/tickets-api';
import {
  messagesKey,
  patchMessages,
  replaceMessage,
  setTicket,
  upsertMessages,
} from './chat-cache';
import { mergePages } from './message-grouping';

type AppMessageEvent =
  | { action: 'create'; message: MessageDTO; ticket: TicketDTO }
  | { action: 'update'; message: MessageDTO };

/**
 * GET /messages/{ticketId} page by page (page 1 is the newest), kept current by
 * company-{id}-appMessage events instead of refetching.
 */
export function useTicketMessages(ticketId: number, companyId: number) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: messagesKey(ticketId),
    queryFn: ({ pageParam }) => messagesApi.page(ticketId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    staleTime: 0,
  });

  useSocketEvent<AppMessageEvent>(companyChannel(companyId, 'appMessage'), (data) => {
    if (!data.message || data.message.ticketId !== ticketId) return;
    if (data.action === 'create') {
      patchMessages(client, ticketId, (d) => upsertMessages(d, [data.message]));
      if (data.ticket) setTicket(client, data.ticket);
      // the open chat has read it: re-reading page 1 marks the ticket read on the server
      if (!data.message.fromMe && (data.ticket?.unreadMessages ?? 0) > 0) {
        messagesApi
          .page(ticketId, 1)
          .then((page) => patchMessages(client, ticketId, (d) => upsertMessages(d, page.messages)))
          .catch(() => undefined);
      }
    } else if (data.action === 'update') {
      patchMessages(client, ticketId, (d) => replaceMessage(d, data.message));
    }
  });

  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: messagesKey(ticketId) });
  });

  const messages = useMemo(() => mergePages(query.data?.pages ?? []), [query.data]);
  return { ...query, messages };
}
