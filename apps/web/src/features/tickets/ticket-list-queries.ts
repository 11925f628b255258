import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { can, isAdminProfile, type SessionUserDTO } from '@atende/shared';
import { queuesAskedFor, type ListFilters } from './ticket-list-filters';
import { ticketsApi } from './tickets-api';
import { ticketsListKey, type TicketListQuery } from './tickets-cache';

/** GET /tickets page by page (40 a page, pageNumber from 1) for one list's query. */
export const ticketsListOptions = (query: TicketListQuery) =>
  infiniteQueryOptions({
    queryKey: ticketsListKey(query),
    queryFn: ({ pageParam }) => ticketsApi.list({ ...query, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });

/** The manager's filters as it opens: every ticket the user may list, all their queues chosen. */
export function initialListFilters(user: Pick<SessionUserDTO, 'profile' | 'queues'>): ListFilters {
  const mine = user.queues.map((q) => q.id);
  return {
    showAll: can(user.profile, 'tickets-manager:showall'),
    queueIds: queuesAskedFor(mine, mine, isAdminProfile(user.profile)),
  };
}

/**
 * The two lists the tickets page shows first ('Atendendo', 'Aguardando'), asked for at start-up
 * while the page's code and the layout are still on their way. Asking again with the same
 * filters reuses the request under way.
 */
export function prefetchTicketLists(client: QueryClient, filters: ListFilters): void {
  for (const status of ['open', 'pending'] as const) {
    void client.prefetchInfiniteQuery(ticketsListOptions({ ...filters, status }));
  }
}
