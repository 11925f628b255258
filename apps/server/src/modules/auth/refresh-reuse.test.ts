import { REFRESH_COOKIE } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, testClock, type TestApp } from '../../../test/harness';

/** A rotated refresh token presented again: one tab race is forgiven, a replay ends the session. */
describe('refresh-token reuse', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t.close());

  const refresh = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      cookies: { [REFRESH_COOKIE]: cookie },
    });
  const nextCookie = (res: Awaited<ReturnType<typeof refresh>>) =>
    res.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;

  it('a rotated token replayed after the grace window ends the whole session', async () => {
    const s = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const rotated = await refresh(s.refreshCookie);
    expect(rotated.statusCode).toBe(200);
    const current = nextCookie(rotated);

    clock.advance(60_000);
    expect((await refresh(s.refreshCookie)).statusCode).toBe(401);
    // the thief's copy and the owner's newer token are both dead, and so is the access token
    expect((await refresh(current)).statusCode).toBe(401);
    expect((await t.request('GET', '/auth/me', rotated.json().token)).statusCode).toBe(401);
    // logging in again works
    const again = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    expect((await t.request('GET', '/auth/me', again.token)).statusCode).toBe(200);
  });

  it('within the grace window a rotated token is exchanged once, not again', async () => {
    const s = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const firstTab = await refresh(s.refreshCookie);
    const secondTab = await refresh(s.refreshCookie);
    expect(firstTab.statusCode).toBe(200);
    expect(secondTab.statusCode).toBe(200);
    const third = await refresh(s.refreshCookie);
    expect(third.statusCode).toBe(401);
    expect(third.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe('');
    // the tabs' own tokens keep working
    expect((await refresh(nextCookie(firstTab))).statusCode).toBe(200);
    expect((await refresh(nextCookie(secondTab))).statusCode).toBe(200);
  });
});
