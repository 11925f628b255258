import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { messagesApi } from '../tickets/tickets-api';
import {
  messagesKey,
  messagesViewKey,
  keepNewestPages,
  patchMessages,
  replaceMessage,
  setTicket,
  upsertMessages,
} from './chat-cache';
import { mergePages } from './message-grouping';

/** Message pages a reconnection reads again (60 messages); the older ones load on scrolling. */
export const PAGES_KEPT_ON_RECONNECT = 3;

/**
 * The contact's story on the ticket's connection (GET /messages/{ticketId}?history=contact),
 * newest page first, each older page from just before the oldest message shown; kept current by
 * company-{id}-appMessage events instead of refetching. `readOnly` (the admin's peek) never
 * marks the ticket read.
 */
export function useTicketMessages(
  ticketId: number,
  { readOnly = false }: { readOnly?: boolean } = {},
) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: messagesViewKey(ticketId, readOnly ? 'peek' : 'chat'),
    queryFn: ({ pageParam }) =>
      messagesApi.conversation(ticketId, { before: pageParam, markRead: !readOnly }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?.id : undefined),
    staleTime: 0,
  });

  useCompanyEvent('appMessage', (data) => {
    if (!data.message || data.message.ticketId !== ticketId) return;
    if (data.action === 'create') {
      patchMessages(client, ticketId, (d) => upsertMessages(d, [data.message]));
      if (data.ticket) setTicket(client, data.ticket);
      // the open chat has read it: re-reading page 1 marks the ticket read on the server
      if (!readOnly && !data.message.fromMe && (data.ticket?.unreadMessages ?? 0) > 0) {
        messagesApi
          .page(ticketId, 1)
          .then((page) => patchMessages(client, ticketId, (d) => upsertMessages(d, page.messages)))
          .catch(() => undefined);
      }
    } else if (data.action === 'update') {
      patchMessages(client, ticketId, (d) => replaceMessage(d, data.message));
    }
  });

  // back online: the newest pages are read again, not the hundreds of older ones scrolled
  // through (each would be a request); scrolling up loads those again
  useSocketReconnect(() => {
    keepNewestPages(client, ticketId, PAGES_KEPT_ON_RECONNECT);
    void client.invalidateQueries({ queryKey: messagesKey(ticketId) });
  });

  const messages = useMemo(() => mergePages(query.data?.pages ?? []), [query.data]);
  return { ...query, messages };
}

/** What the messages list needs from useTicketMessages: its messages and the paging state. */
export const listPropsOf = (q: ReturnType<typeof useTicketMessages>) => ({
  messages: q.messages,
  loading: q.isLoading,
  hasOlder: !!q.hasNextPage,
  loadingOlder: q.isFetchingNextPage,
  onLoadOlder: () => void q.fetchNextPage(),
  failed: q.isError && q.messages.length === 0,
  onRetry: () => void q.refetch(),
});
