import { companyChannel, REFRESH_COOKIE } from '@atende/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { addDays, businessDate } from '../../dates';
import {
  DEMO_LOGINS,
  record,
  sleep,
  startTestApp,
  SUPER_LOGIN,
  testClock,
  type TestApp,
} from '../../../test/harness';

describe('auth', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t.close());

  const refresh = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      cookies: cookie ? { [REFRESH_COOKIE]: cookie } : {},
    });

  it('logs in with the user, company, due date and settings, and sets an httpOnly cookie', async () => {
    const res = await t.request('POST', '/auth/login', undefined, DEMO_LOGINS.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      email: DEMO_LOGINS.admin.email,
      profile: 'admin',
      company: { name: 'Empresa Demo', dueDate: expect.any(String) },
    });
    expect(body.user.company.settings).toContainEqual({ key: 'campaignsEnabled', value: 'true' });
    expect(body.user.queues.map((q: { name: string }) => q.name)).toEqual([
      'Atendimento',
      'Financeiro',
    ]);
    expect(body.user).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
  });

  it('answers the same ERR_INVALID_CREDENTIALS for a wrong password and an unknown e-mail', async () => {
    for (const creds of [
      { email: DEMO_LOGINS.agent.email, password: 'wrong-password' },
      { email: 'nobody@nowhere.test', password: 'whatever' },
    ]) {
      const res = await t.request('POST', '/auth/login', undefined, creds);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'ERR_INVALID_CREDENTIALS',
        message: 'Credenciais inválidas',
      });
    }
  });

  it('names the missing fields of a malformed login instead of failing', async () => {
    const res = await t.request('POST', '/auth/login', undefined, { email: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'ERR_VALIDATION',
      fields: { email: 'Invalid value', password: 'Required' },
    });
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toBe('ERR_VALIDATION');
  });

  it('refuses a company whose due date has passed, with the date in the message', async () => {
    const { company } = await t.signupCompany('Vencida Ltda');
    const yesterday = addDays(businessDate(clock.now()), -1);
    await t.deps.db
      .update(companies)
      .set({ dueDate: yesterday })
      .where(eq(companies.id, company.id));
    const res = await t.request('POST', '/auth/login', undefined, {
      email: 'admin@vencidaltda.test',
      password: 'Secret123',
    });
    expect(res.statusCode).toBe(401);
    const [y, m, d] = yesterday.split('-');
    expect(res.json()).toEqual({
      error: 'ERR_SUBSCRIPTION_EXPIRED',
      message: `Opss! Sua assinatura venceu ${d}/${m}/${y}. Entre em contato com o Suporte para mais informações!`,
      fields: { dueDate: yesterday },
    });
  });

  it('lets the super admin in although the platform company has no due date', async () => {
    const s = await t.login(SUPER_LOGIN.email, SUPER_LOGIN.password);
    expect(s.user).toMatchObject({ super: true });
  });

  it('rotates the refresh token on every use and rejects a used one after the grace window', async () => {
    const s = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const first = await refresh(s.refreshCookie);
    expect(first.statusCode).toBe(200);
    const next = first.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    expect(next).not.toBe(s.refreshCookie);
    expect((await t.request('GET', '/auth/me', first.json().token)).json().id).toBe(s.user.id);

    expect((await refresh(next)).statusCode).toBe(200);
    clock.advance(60_000);
    // replayed after the grace window: refused (and the session ends, refresh-reuse.test.ts)
    expect((await refresh(s.refreshCookie)).statusCode).toBe(401);
    expect((await refresh(undefined)).statusCode).toBe(401);
  });

  it('answers 403 ERR_SESSION_EXPIRED for an expired access token so the client refreshes', async () => {
    const s = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    // used while fresh first, so the expiry is also checked for a token already verified
    expect((await t.request('GET', '/auth/me', s.token)).statusCode).toBe(200);
    clock.advance(16 * 60_000);
    const res = await t.request('GET', '/auth/me', s.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('ERR_SESSION_EXPIRED');
    const renewed = await refresh(s.refreshCookie);
    expect(renewed.statusCode).toBe(200);
    expect((await t.request('GET', '/auth/me', renewed.json().token)).statusCode).toBe(200);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await t.request('GET', '/auth/me')).statusCode).toBe(401);
    expect((await t.request('GET', '/users/list', 'not-a-jwt')).statusCode).toBe(401);
  });

  it('logout revokes the refresh token and the access token', async () => {
    const s = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    expect((await t.request('DELETE', '/auth/logout', s.token)).statusCode).toBe(204);
    expect((await t.request('GET', '/auth/me', s.token)).statusCode).toBe(401);
    expect((await refresh(s.refreshCookie)).statusCode).toBe(401);
  });

  it('a login elsewhere ends the older session and tells its socket', async () => {
    const older = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const socket = await t.connectSocket(older.token);
    const notices = record(socket, companyChannel(older.user.companyId, 'auth'));
    const disconnected = new Promise((r) => socket.once('disconnect', r));

    const newer = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    await disconnected;
    expect(notices).toEqual([
      { action: 'update', user: { id: older.user.id }, sessionId: expect.any(String) },
    ]);
    expect((notices[0] as { sessionId: string }).sessionId).not.toBe('');
    expect((await t.request('GET', '/auth/me', older.token)).statusCode).toBe(401);
    expect((await refresh(older.refreshCookie)).statusCode).toBe(401);
    expect((await t.request('GET', '/auth/me', newer.token)).statusCode).toBe(200);
  });

  it("a password an admin sets ends the user's session and tells their open tab; a logout tells nothing", async () => {
    const admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const created = await t.request('POST', '/users', admin.token, {
      name: 'Rita Turno',
      email: 'rita.turno@demo.test',
      password: 'Rita12345',
    });
    expect(created.statusCode).toBe(200);
    const rita = await t.login('rita.turno@demo.test', 'Rita12345');
    const socket = await t.connectSocket(rita.token);
    const notices = record(socket, companyChannel(rita.user.companyId, 'auth'));
    const disconnected = new Promise((r) => socket.once('disconnect', r));
    const set = await t.request('PUT', `/users/${rita.user.id}`, admin.token, {
      password: 'Trocada123',
    });
    expect(set.statusCode).toBe(200);
    await disconnected;
    expect(notices).toEqual([{ action: 'end', user: { id: rita.user.id } }]);
    expect((await t.request('GET', '/auth/me', rita.token)).statusCode).toBe(401);

    const again = await t.login('rita.turno@demo.test', 'Trocada123');
    const own = await t.connectSocket(again.token);
    const ownNotices = record(own, companyChannel(again.user.companyId, 'auth'));
    const closed = new Promise((r) => own.once('disconnect', r));
    expect((await t.request('DELETE', '/auth/logout', again.token)).statusCode).toBe(204);
    await closed;
    expect(ownNotices).toEqual([]);
  });

  it('throttles repeated failures on one account', async () => {
    const creds = { email: 'admin@atende.local.test', password: 'bad' };
    for (let i = 0; i < 5; i++) await t.request('POST', '/auth/login', undefined, creds);
    const res = await t.request('POST', '/auth/login', undefined, creds);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('ERR_TOO_MANY_ATTEMPTS');
  });

  it('refuses a socket without a valid token', async () => {
    await expect(t.connectSocket('garbage')).rejects.toThrow('ERR_UNAUTHORIZED');
    await sleep(10);
  });
});
