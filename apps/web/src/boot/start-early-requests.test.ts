import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/providers';
import { rememberListFilters } from '../features/tickets/ticket-list-filters';
import { prefetchTicketLists } from '../features/tickets/ticket-list-queries';
import { ticketsListKey } from '../features/tickets/tickets-cache';
import { api } from '../lib/api-client';
import { clearSession, getToken, setToken } from '../lib/session-storage';
import { makeSessionUser } from '../test/fixtures';
import { fakeApi } from '../test/render-kit';
import { startEarlyRequests } from './start-early-requests';

const tokenWith = (claims: object) =>
  `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.x`;
const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;
const FILES = { ticketsPage: ['/assets/tickets-page-1.js', '/assets/Tabs-2.js'] };

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  delete window.__atendeEarlyRequests;
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
});

/** The API as the server answers it; every request the page sends is in `calls`. */
function server() {
  return fakeApi((call) => {
    if (call.path === '/auth/refresh_token') {
      return { body: { token: 'fresh-token', user: makeSessionUser({ profile: 'user' }) } };
    }
    if (call.path === '/tickets') {
      return { body: { tickets: [], hasMore: false, count: call.query.get('status') } };
    }
    return undefined;
  });
}

const asked = (calls: ReturnType<typeof server>['calls']) =>
  calls.map((c) => `${c.method} ${c.path}${c.query.size ? `?${c.query.toString()}` : ''}`);
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

describe('requests sent before the app code', () => {
  it('are the very requests the app makes next, which take their answers instead of asking again', async () => {
    setToken(tokenWith({ profile: 'user', exp: inTenMinutes() }));
    rememberListFilters({ showAll: false, queueIds: [2, 1] });
    const { calls } = server();

    startEarlyRequests(FILES, '/tickets');
    expect(asked(calls)).toEqual([
      'POST /auth/refresh_token',
      'GET /tickets?pageNumber=1&queueIds=%5B2%2C1%5D&showAll=false&status=open',
      'GET /tickets?pageNumber=1&queueIds=%5B2%2C1%5D&showAll=false&status=pending',
    ]);
    expect(preloaded()).toEqual(FILES.ticketsPage);

    // what the app does as its code runs (main.tsx: the session check, then the lists)
    const client = createQueryClient();
    prefetchTicketLists(client, { showAll: false, queueIds: [2, 1] });
    await expect(api.refreshSession()).resolves.toMatchObject({ token: 'fresh-token' });
    await vi.waitFor(() =>
      expect(
        client.getQueryData(
          ticketsListKey({ showAll: false, queueIds: [2, 1], status: 'pending' }),
        ),
      ).toMatchObject({ pages: [{ count: 'pending' }] }),
    );
    expect(calls).toHaveLength(3);
    expect(getToken()).toBe('fresh-token');
  });

  it('check only the session without remembered lists, with an expired token or off the tickets', () => {
    const { calls } = server();
    setToken(tokenWith({ profile: 'user', exp: inTenMinutes() }));
    startEarlyRequests(FILES, '/tickets');
    setToken(tokenWith({ profile: 'user', exp: 1 }));
    rememberListFilters({ showAll: false, queueIds: [1] });
    startEarlyRequests(FILES, '/tickets');
    setToken(tokenWith({ profile: 'user', exp: inTenMinutes() }));
    startEarlyRequests(FILES, '/contacts');
    // an admin's '/' is the dashboard: the page's code may come, its lists do not
    setToken(tokenWith({ profile: 'admin', exp: inTenMinutes() }));
    startEarlyRequests(FILES, '/');
    expect(asked(calls)).toEqual(Array(4).fill('POST /auth/refresh_token'));
    expect(preloaded()).toEqual([...FILES.ticketsPage, ...FILES.ticketsPage, ...FILES.ticketsPage]);
  });

  it('send nothing without a stored token (the login page)', () => {
    const { calls } = server();
    startEarlyRequests(FILES, '/tickets');
    expect(calls).toHaveLength(0);
    expect(preloaded()).toEqual([]);
  });

  it('are dropped when the app asks with another token', async () => {
    setToken(tokenWith({ profile: 'user', exp: inTenMinutes() }));
    rememberListFilters({ showAll: false, queueIds: [1] });
    const { calls } = server();
    startEarlyRequests(FILES, '/tickets');
    setToken('another-token');
    await api.get('/tickets', {
      params: { pageNumber: 1, queueIds: '[1]', showAll: false, status: 'open' },
    });
    expect(asked(calls).filter((c) => c.endsWith('status=open'))).toHaveLength(2);
  });
});
