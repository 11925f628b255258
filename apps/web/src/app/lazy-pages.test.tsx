import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, SessionUserDTO } from '@atende/shared';
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

/** The GET /tickets calls made once the session below is known, as `status queueIds showAll`. */
async function listsAskedFor(path: string, user: SessionUserDTO | null) {
  const { calls } = fakeApi((call) =>
    call.path === '/tickets' ? { body: { tickets: [], hasMore: false } } : undefined,
  );
  const session: LoginResponse | null = user && { token: 'token', user };
  preloadCurrentPage(Promise.resolve(session), createQueryClient(), path);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return calls
    .filter((c) => c.path === '/tickets')
    .map((c) => `${c.query.get('status')} ${c.query.get('queueIds')} ${c.query.get('showAll')}`)
    .sort();
}

describe('start-up preload', () => {
  it("asks for the tickets page's two lists as soon as the session is known", async () => {
    expect(await listsAskedFor('/tickets', makeSessionUser({ profile: 'admin', queues }))).toEqual([
      'open [1,2] true',
      'pending [1,2] true',
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
});
