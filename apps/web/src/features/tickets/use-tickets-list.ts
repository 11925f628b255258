import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../app/auth/auth-context';
import { ticketsApi } from './tickets-api';
import { ticketsListKey, type TicketListQuery } from './tickets-cache';
import type { TicketViewer } from './ticket-list-rules';

/** GET /tickets page by page (40 a page, pageNumber from 1) for one list's query. */
export function useTicketsList(query: TicketListQuery, enabled = true) {
  const result = useInfiniteQuery({
    queryKey: ticketsListKey(query),
    queryFn: ({ pageParam }) => ticketsApi.list({ ...query, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    enabled,
  });
  const tickets = useMemo(() => result.data?.pages.flatMap((p) => p.tickets) ?? [], [result.data]);
  return { ...result, tickets };
}

/** The signed-in user as the live-list rules see them. */
export function useTicketViewer(): TicketViewer {
  const me = useCurrentUser();
  return useMemo(
    () => ({
      id: me.id,
      profile: me.profile,
      queueIds: me.queues.map((q) => q.id),
      allTicket: me.allTicket,
    }),
    [me],
  );
}
