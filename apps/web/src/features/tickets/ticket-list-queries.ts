import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { can, type SessionUserDTO } from '@atende/shared';
import { STORAGE_KEYS } from '../../lib/session-storage';
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

/** The manager's filters as it opens: every ticket the user may list, in all their queues. */
export function initialListFilters(user: Pick<SessionUserDTO, 'profile' | 'queues'>) {
  return {
    showAll: can(user.profile, 'tickets-manager:showall'),
    queueIds: user.queues.map((q) => q.id),
  };
}

export type ListFilters = ReturnType<typeof initialListFilters>;

/**
 * Kept when the page opens, so that the next start-up can ask for the lists before the session
 * check has answered (docs/decisions/0035-start-up-requests.md). Cleared with the session.
 */
export function rememberListFilters(filters: ListFilters): void {
  localStorage.setItem(STORAGE_KEYS.ticketLists, JSON.stringify(filters));
}

export function rememberedListFilters(): ListFilters | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEYS.ticketLists) ?? 'null') as unknown;
    const { showAll, queueIds } = (kept ?? {}) as Partial<ListFilters>;
    const valid =
      typeof showAll === 'boolean' &&
      Array.isArray(queueIds) &&
      queueIds.every((id) => Number.isInteger(id));
    return valid ? { showAll, queueIds } : null;
  } catch {
    return null;
  }
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
