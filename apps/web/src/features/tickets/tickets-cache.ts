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

type Patch = (data: TicketsData, view: TicketListView) => TicketsData;

/**
 * The live changes that came while a list's request was on its way, per query, applied again,
 * in order, to what the request brings: the server may have read the list before the change
 * (a ticket opened while the Aguardando tab loads was missed until the next reload). Each
 * change sets a ticket's whole state (its row, or its absence), so the replay ends on the
 * newest state whether the read came before or after it.
 */
const whileLoading = new WeakMap<QueryClient, Map<string, Patch[]>>();

function changesWhileLoading(client: QueryClient): Map<string, Patch[]> {
  const known = whileLoading.get(client);
  if (known) return known;
  const byQuery = new Map<string, Patch[]>();
  whileLoading.set(client, byQuery);
  client.getQueryCache().subscribe((event) => {
    const patches = byQuery.get(event.query.queryHash);
    if (!patches) return;
    if (event.type === 'removed') return void byQuery.delete(event.query.queryHash);
    if (event.type !== 'updated') return;
    if (event.action.type === 'error') return void byQuery.delete(event.query.queryHash);
    // a request's answer (not one of the patches written meanwhile)
    if (event.action.type !== 'success' || event.action.manual) return;
    byQuery.delete(event.query.queryHash);
    const data = event.query.state.data as TicketsData | undefined;
    if (!data) return;
    const view = viewOf(event.query.queryKey[2] as TicketListQuery);
    const next = patches.reduce((d, patch) => patch(d, view), data);
    if (next !== data) client.setQueryData(event.query.queryKey, next);
  });
  return byQuery;
}

/** Applies a live change to every cached ticket list, each judged by its own query. */
export function patchTicketLists(client: QueryClient, patch: Patch): void {
  const pending = changesWhileLoading(client);
  for (const query of client.getQueryCache().findAll({ queryKey: TICKETS_LIST_KEY })) {
    if (query.state.fetchStatus === 'fetching') {
      pending.set(query.queryHash, [...(pending.get(query.queryHash) ?? []), patch]);
    }
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
