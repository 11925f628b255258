import { describe, expect, it } from 'vitest';
import type { TicketDTO } from '@atende/shared';
import {
  applyNewMessage,
  applyTicketUpdate,
  belongsToList,
  canSeeTicket,
  removeTicket,
  ticketsOfPages,
  type TicketsData,
  type TicketViewer,
} from './ticket-list-rules';
import { makeTicket } from './ticket-test-data';

const agent: TicketViewer = { id: 5, profile: 'user', queueIds: [1], allTicket: 'desabled' };
const admin: TicketViewer = { id: 9, profile: 'admin', queueIds: [1, 2], allTicket: 'enabled' };

const dataOf = (...pages: TicketDTO[][]): TicketsData => ({
  pages: pages.map((tickets, i) => ({ tickets, hasMore: i < pages.length - 1 })),
  pageParams: pages.map((_, i) => i + 1),
});
const ids = (data: TicketsData) => data.pages.flatMap((p) => p.tickets.map((t) => t.id));

describe('canSeeTicket', () => {
  it('lets admins see everything', () => {
    expect(canSeeTicket(admin, { userId: 1, queueId: 99 })).toBe(true);
    expect(canSeeTicket({ ...admin, profile: 'ADMIN' }, { userId: 1, queueId: 99 })).toBe(true);
  });

  it('lets a user see their own tickets, their queues and queue-less ones with allTicket', () => {
    expect(canSeeTicket(agent, { userId: 5, queueId: 2 })).toBe(true);
    expect(canSeeTicket(agent, { userId: null, queueId: 1 })).toBe(true);
    expect(canSeeTicket(agent, { userId: null, queueId: 2 })).toBe(false);
    expect(canSeeTicket(agent, { userId: null, queueId: null })).toBe(false);
    expect(canSeeTicket({ ...agent, allTicket: 'enabled' }, { userId: null, queueId: null })).toBe(
      true,
    );
  });
});

describe('belongsToList', () => {
  it('requires the list status', () => {
    const t = makeTicket({ status: 'closed', queueId: 1 });
    expect(belongsToList(t, { status: 'pending' }, agent)).toBe(false);
    expect(belongsToList(t, { status: 'closed' }, agent)).toBe(true);
  });

  it('keeps only one’s own tickets in the open list unless an admin shows all', () => {
    const mine = makeTicket({ status: 'open', userId: 5, queueId: 1 });
    const other = makeTicket({ status: 'open', userId: 6, queueId: 1 });
    expect(belongsToList(mine, { status: 'open' }, agent)).toBe(true);
    expect(belongsToList(other, { status: 'open' }, agent)).toBe(false);
    // show-all is an admin permission: a user asking for it still sees only their own
    expect(belongsToList(other, { status: 'open', showAll: true }, agent)).toBe(false);
    expect(belongsToList(other, { status: 'open', showAll: true }, admin)).toBe(true);
    expect(belongsToList(other, { status: 'open', showAll: false }, admin)).toBe(false);
  });

  it('holds the visible tickets in the pending list', () => {
    expect(belongsToList(makeTicket({ queueId: 1 }), { status: 'pending' }, agent)).toBe(true);
    expect(belongsToList(makeTicket({ queueId: 2 }), { status: 'pending' }, agent)).toBe(false);
    expect(belongsToList(makeTicket({ queueId: null }), { status: 'pending' }, agent)).toBe(false);
    expect(belongsToList(makeTicket({ queueId: 2 }), { status: 'pending' }, admin)).toBe(true);
  });

  it("holds an admin's queues in the pending list, every queue with show-all", () => {
    const otherQueue = makeTicket({ queueId: 3 });
    expect(belongsToList(otherQueue, { status: 'pending' }, admin)).toBe(false);
    expect(belongsToList(otherQueue, { status: 'pending', showAll: true }, admin)).toBe(true);
    // their own ticket, whatever its queue; queue-less ones only with allTicket
    const own = makeTicket({ queueId: 3, userId: admin.id });
    expect(belongsToList(own, { status: 'pending' }, admin)).toBe(true);
    const noQueue = makeTicket({ queueId: null });
    expect(belongsToList(noQueue, { status: 'pending' }, admin)).toBe(true);
    const without = { ...admin, allTicket: 'desabled' };
    expect(belongsToList(noQueue, { status: 'pending' }, without)).toBe(false);
    expect(belongsToList(noQueue, { status: 'pending', showAll: true }, without)).toBe(true);
    // the closed list spans the company
    expect(belongsToList({ ...otherQueue, status: 'closed' }, { status: 'closed' }, admin)).toBe(
      true,
    );
  });

  it('removes tickets whose queue is not selected', () => {
    const view = { status: 'pending' as const, queueIds: [1] };
    expect(belongsToList(makeTicket({ queueId: 2 }), view, admin)).toBe(false);
    expect(belongsToList(makeTicket({ queueId: 1 }), view, admin)).toBe(true);
    // queue-less tickets stay for admins and allTicket users
    expect(belongsToList(makeTicket({ queueId: null }), view, admin)).toBe(true);
    const closed = makeTicket({ status: 'closed', queueId: null });
    expect(belongsToList(closed, { status: 'closed', queueIds: [1] }, agent)).toBe(false);
    expect(belongsToList(closed, { status: 'closed' }, agent)).toBe(true);
  });
});

describe('applyTicketUpdate', () => {
  const view = { status: 'pending' as const };

  it('replaces a listed ticket in place', () => {
    const data = dataOf([makeTicket({ id: 1 }), makeTicket({ id: 2 })], [makeTicket({ id: 3 })]);
    const next = applyTicketUpdate(data, makeTicket({ id: 3, lastMessage: 'novo' }), view, admin);
    expect(ids(next)).toEqual([1, 2, 3]);
    expect(next.pages[1].tickets[0].lastMessage).toBe('novo');
  });

  it('inserts a new matching ticket on top', () => {
    const data = dataOf([makeTicket({ id: 1 })]);
    expect(ids(applyTicketUpdate(data, makeTicket({ id: 7 }), view, admin))).toEqual([7, 1]);
  });

  it('removes a ticket that no longer matches (accepted, transferred away)', () => {
    const data = dataOf([makeTicket({ id: 1 }), makeTicket({ id: 2 })]);
    const accepted = makeTicket({ id: 2, status: 'open', userId: 9 });
    expect(ids(applyTicketUpdate(data, accepted, view, admin))).toEqual([1]);
    const transferred = makeTicket({ id: 1, queueId: 2 });
    expect(ids(applyTicketUpdate(data, transferred, view, agent))).toEqual([2]);
  });

  it('leaves a list untouched by a ticket that was not and is not in it', () => {
    const data = dataOf([makeTicket({ id: 1 })]);
    const foreign = makeTicket({ id: 4, status: 'closed' });
    expect(applyTicketUpdate(data, foreign, view, admin)).toBe(data);
  });

  it('only refreshes or drops tickets already shown in a filtered (search) list', () => {
    const data = dataOf([makeTicket({ id: 1 })]);
    const filtered = { filtered: true };
    expect(applyTicketUpdate(data, makeTicket({ id: 8 }), filtered, admin)).toBe(data);
    const changed = applyTicketUpdate(
      data,
      makeTicket({ id: 1, lastMessage: 'x' }),
      filtered,
      admin,
    );
    expect(changed.pages[0].tickets[0].lastMessage).toBe('x');
  });
});

describe('applyNewMessage', () => {
  it('moves the ticket to the top with its unread count', () => {
    const data = dataOf([makeTicket({ id: 1 }), makeTicket({ id: 2 })], [makeTicket({ id: 3 })]);
    const next = applyNewMessage(
      data,
      makeTicket({ id: 3, unreadMessages: 2 }),
      { status: 'pending' },
      admin,
    );
    expect(ids(next)).toEqual([3, 1, 2]);
    expect(next.pages[0].tickets[0].unreadMessages).toBe(2);
  });

  it('does not add the ticket to a list it does not belong to', () => {
    const data = dataOf([makeTicket({ id: 1, status: 'open', userId: 5 })]);
    const other = makeTicket({ id: 2, status: 'open', userId: 6 });
    expect(ids(applyNewMessage(data, other, { status: 'open' }, agent))).toEqual([1]);
  });
});

describe('removeTicket', () => {
  it('drops the ticket from whichever page holds it', () => {
    const data = dataOf([makeTicket({ id: 1 })], [makeTicket({ id: 2 })]);
    expect(ids(removeTicket(data, 2))).toEqual([1]);
    expect(removeTicket(data, 99)).toBe(data);
  });
});

describe('ticketsOfPages', () => {
  it('shows each ticket once when a page loaded after a live move repeats the ones shown', () => {
    // the server holds 1..50 (40 a page); page 1 is loaded, then ticket 45 gets a message
    const server = Array.from({ length: 50 }, (_, i) => makeTicket({ id: i + 1 }));
    let data = dataOf(server.slice(0, 40));
    const moved = makeTicket({ id: 45, unreadMessages: 1 });
    data = applyNewMessage(data, moved, { status: 'pending' }, admin);
    // the server's order moved too, so page 2 (positions 41-80) starts with tickets 40..44
    const now = [moved, ...server.filter((t) => t.id !== 45)];
    data = { ...data, pages: [...data.pages, { tickets: now.slice(40), hasMore: false }] };
    const shown = ticketsOfPages(data.pages).map((t) => t.id);
    expect(shown).toHaveLength(50);
    expect(new Set(shown).size).toBe(50);
    expect(shown.slice(0, 3)).toEqual([45, 1, 2]);
    expect(shown.slice(-6)).toEqual([44, 46, 47, 48, 49, 50]);
  });
});
