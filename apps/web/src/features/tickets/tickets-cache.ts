import type { QueryClient } from '@tanstack/react-query';
import type { TicketDTO } from '@atende/shared';
import type { TicketListParams } from './ticket-list-request';
import type { TicketListView, TicketsData, TicketViewer } from './ticket-list-rules';

export const TICKETS_LIST_KEY = ['tickets', 'list'] as const;

/** A list's query without its page: the last part of its cache key. */
export type TicketListQuery = Omit<TicketListParams, 'pageNumber'>;

export const ticketsListKey = (query: TicketListQuery) => [...TICKETS_LIST_KEY, query] as const;

/** What a cached list's query says about which tickets belong in it. */
export function viewOf(query: TicketListQuery): TicketListView {
  return {
    status: query.status,
    showAll: query.showAll,
    queueIds: query.queueIds,
    filtered: Boolean(
      query.searchParam ||
      query.tags?.length ||
      query.users?.length ||
      query.date ||
      query.updatedAt ||
      query.withUnreadMessages,
    ),
  };
}

type ListPatch = (
  data: TicketsData,
  ticket: TicketDTO,
  view: TicketListView,
  viewer: TicketViewer,
) => TicketsData;

/** Applies a live change to every cached ticket list, each judged by its own query. */
export function patchTicketLists(
  client: QueryClient,
  patch: (data: TicketsData, view: TicketListView) => TicketsData,
): void {
  for (const query of client.getQueryCache().findAll({ queryKey: TICKETS_LIST_KEY })) {
    const data = query.state.data as TicketsData | undefined;
    if (!data) continue;
    const listQuery = query.queryKey[2] as TicketListQuery;
    const next = patch(data, viewOf(listQuery));
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
}

export function patchWithTicket(
  client: QueryClient,
  rule: ListPatch,
  ticket: TicketDTO,
  viewer: TicketViewer,
): void {
  patchTicketLists(client, (data, view) => rule(data, ticket, view, viewer));
}
