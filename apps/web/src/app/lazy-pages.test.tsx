import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, SessionUserDTO } from '@atende/shared';
import { rememberListFilters } from '../features/tickets/ticket-list-filters';
import { clearSession, setToken } from '../lib/session-storage';
import { makeSessionUser } from '../test/fixtures';
import { fakeApi } from '../test/render-kit';
import { createQueryClient } from './providers';
import { preloadCurrentPage } from './lazy-pages';

afterEach(() => {
  vi.unstubAllGlobals();
});

const queues = [
  { id: 1, name: 'Atendimento', color: '#2563EB' },
  { id: 2, name: 'Financeiro', color: '#16A34A' },
];

/** An access token as the server signs them, with these claims (the browser never verifies). */
const tokenWith = (claims: object) =>
  `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.x`;
const inTenMinutes = () => Math.floor(Date.now() / 1000) + 600;

/** Starts up at `path`; the GET /tickets asked for, as `status queueIds showAll`. */
function startUp(path: string, restoring: Promise<LoginResponse | null>) {
  const { calls } = fakeApi((call) =>
    call.path === '/tickets' ? { body: { tickets: [], hasMore: false } } : undefined,
  );
  void preloadCurrentPage(restoring, createQueryClient(), path);
  return () =>
    calls
      .filter((c) => c.path === '/tickets')
      .map((c) => `${c.query.get('status')} ${c.query.get('queueIds')} ${c.query.get('showAll')}`)
      .sort();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The lists asked for once the session below is known (nothing remembered). */
async function listsAskedFor(path: string, user: SessionUserDTO | null) {
  const asked = startUp(path, Promise.resolve(user && { token: 'token', user }));
  await settle();
  return asked();
}

describe('start-up preload', () => {
  it("asks for the tickets page's two lists as soon as the session is known", async () => {
    // an admin's lists span every queue (show-all): no queue filter, not only their own queues
    expect(await listsAskedFor('/tickets', makeSessionUser({ profile: 'admin', queues }))).toEqual([
      'open null true',
      'pending null true',
    ]);
    expect(
      await listsAskedFor('/tickets/abc', makeSessionUser({ profile: 'user', queues })),
    ).toEqual(['open [1,2] false', 'pending [1,2] false']);
  });

  it("asks for nothing on other pages, without a session, or on an admin's dashboard", async () => {
    expect(await listsAskedFor('/contacts', makeSessionUser())).toEqual([]);
    expect(await listsAskedFor('/tickets', null)).toEqual([]);
    expect(await listsAskedFor('/', makeSessionUser({ profile: 'admin', queues }))).toEqual([]);
    expect(await listsAskedFor('/', makeSessionUser({ profile: 'user', queues }))).toHaveLength(2);
  });

  it('with a live token and the filters the page last opened with, does not wait for the session', async () => {
    setToken(tokenWith({ id: 7, profile: 'user', exp: inTenMinutes() }));
    rememberListFilters({ showAll: false, queueIds: [2] });
    let answer!: (session: LoginResponse) => void;
    const asked = startUp('/tickets', new Promise((resolve) => (answer = resolve)));
    await settle();
    expect(asked()).toEqual(['open [2] false', 'pending [2] false']);
    // the session then confirms the same filters: the lists under way are used, not asked again
    answer({ token: 'new', user: makeSessionUser({ profile: 'user', queues: [queues[1]!] }) });
    await settle();
    expect(asked()).toEqual(['open [2] false', 'pending [2] false']);
  });

  it('waits for the session when the stored token has expired, and asks once per list', async () => {
    setToken(tokenWith({ id: 7, profile: 'user', exp: inTenMinutes() - 1200 }));
    rememberListFilters({ showAll: false, queueIds: [1, 2] });
    let answer!: (session: LoginResponse) => void;
    const asked = startUp('/tickets', new Promise((resolve) => (answer = resolve)));
    await settle();
    expect(asked()).toEqual([]);
    answer({ token: 'new', user: makeSessionUser({ profile: 'user', queues }) });
    await settle();
    expect(asked()).toEqual(['open [1,2] false', 'pending [1,2] false']);
  });

  it('forgets the remembered filters with the session', () => {
    rememberListFilters({ showAll: true, queueIds: [1] });
    clearSession();
    expect(localStorage.getItem('ticketLists')).toBeNull();
  });
});
