import { describe, expect, it } from 'vitest';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { TicketsPage } from '@atende/shared';
import { makeTicket } from './ticket-test-data';
import { applyNewMessage, applyTicketUpdate, type TicketViewer } from './ticket-list-rules';
import { patchWithTicket, ticketsListKey } from './tickets-cache';

const admin: TicketViewer = { id: 9, profile: 'admin', queueIds: [1], allTicket: 'enabled' };
const pendingList = ticketsListKey({ status: 'pending', showAll: true });

/** A pending list whose request answers only when the test says so. */
function loadingList(client: QueryClient) {
  let answer: (page: TicketsPage) => void = () => {};
  const observer = new InfiniteQueryObserver(client, {
    queryKey: pendingList,
    queryFn: () => new Promise<TicketsPage>((resolve) => (answer = resolve)),
    initialPageParam: 1,
    getNextPageParam: () => undefined,
  });
  const stop = observer.subscribe(() => {});
  const ids = () =>
    observer.getCurrentResult().data?.pages.flatMap((p) => p.tickets.map((t) => t.id));
  return { answer: (page: TicketsPage) => answer(page), ids, stop };
}

describe('a live change that comes while a list is loading', () => {
  it('is applied to what the request brings, which the server read before the change', async () => {
    const client = new QueryClient();
    const list = loadingList(client);
    const waiting = makeTicket({ id: 1 });
    const opened = makeTicket({ id: 2 });
    patchWithTicket(client, applyNewMessage, opened, admin);
    list.answer({ tickets: [waiting], hasMore: false });
    await expect.poll(list.ids).toEqual([2, 1]);
    list.stop();
  });

  it('ends on the newest state: a ticket opened, then accepted, is not waiting', async () => {
    const client = new QueryClient();
    const list = loadingList(client);
    const ticket = makeTicket({ id: 2 });
    patchWithTicket(client, applyNewMessage, ticket, admin);
    patchWithTicket(client, applyTicketUpdate, { ...ticket, status: 'open', userId: 9 }, admin);
    // the server read the list after the ticket was opened, before it was accepted
    list.answer({ tickets: [ticket, makeTicket({ id: 1 })], hasMore: false });
    await expect.poll(list.ids).toEqual([1]);
    list.stop();
  });

  it('is applied once: a list already loaded is patched as before, not again later', async () => {
    const client = new QueryClient();
    const list = loadingList(client);
    list.answer({ tickets: [makeTicket({ id: 1 })], hasMore: false });
    await expect.poll(list.ids).toEqual([1]);
    patchWithTicket(client, applyNewMessage, makeTicket({ id: 2 }), admin);
    expect(list.ids()).toEqual([2, 1]);
    list.stop();
  });
});
