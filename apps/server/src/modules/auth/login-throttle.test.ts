import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type TestApp } from '../../../test/harness';
import { createLoginThrottle } from './login-throttle';

/** Client addresses and login throttling, from the outside: statuses a client would see. */
describe('client addresses and login throttling', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const login = (body: object, address: string, forwardedFor?: string) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      payload: body,
    });

  const signup = async (n: number, forwardedFor: string) => {
    const plans = (await t!.request('GET', '/plans/list')).json();
    return t!.app.inject({
      method: 'POST',
      url: '/api/companies/cadastro',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: {
        name: `Empresa Proxy ${n}`,
        email: `proxy${n}@empresa.test`,
        phone: '(11) 98888-7777',
        password: 'Segredo123',
        planId: plans[0].id,
      },
    });
  };

  it('X-Forwarded-For does not defeat the per-address sign-up and login limits by default', async () => {
    t = await startTestApp({
      deps: {
        signupsPerHour: 2,
        throttle: createLoginThrottle({
          windowMs: 15 * 60_000,
          perAddress: 3,
          perAccountAddress: 10,
          perAccount: 10,
        }),
      },
    });
    expect((await signup(1, '203.0.113.1')).statusCode).toBe(201);
    expect((await signup(2, '203.0.113.2')).statusCode).toBe(201);
    expect((await signup(3, '203.0.113.3')).statusCode).toBe(429);

    for (let i = 0; i < 3; i++) {
      const res = await login(
        { email: `ninguem${i}@x.test`, password: 'errada' },
        '198.51.100.9',
        `203.0.113.${10 + i}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(DEMO_LOGINS.admin, '198.51.100.9', '203.0.113.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('ERR_TOO_MANY_ATTEMPTS');
  });

  it('behind a configured proxy, each forwarded client has its own sign-up limit', async () => {
    t = await startTestApp({ deps: { signupsPerHour: 1, trustProxy: ['127.0.0.1'] } });
    expect((await signup(1, '203.0.113.1')).statusCode).toBe(201);
    expect((await signup(2, '203.0.113.2')).statusCode).toBe(201);
    expect((await signup(3, '203.0.113.1')).statusCode).toBe(429);
  });

  it('failures from other addresses never lock the owner out of an address with no failures', async () => {
    t = await startTestApp();
    const wrong = { email: DEMO_LOGINS.agent.email, password: 'chute-errado' };
    // one address guessing: refused after 5 failures (the test limit per account and address)
    for (let i = 0; i < 5; i++) expect((await login(wrong, '198.51.100.1')).statusCode).toBe(401);
    expect((await login(DEMO_LOGINS.agent, '198.51.100.1')).statusCode).toBe(429);
    // many addresses guessing: once the account has 10 failures, each of them is refused
    for (let i = 2; i <= 6; i++) {
      expect((await login(wrong, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    expect((await login(DEMO_LOGINS.agent, '198.51.100.2')).statusCode).toBe(429);
    // the owner, from an address that has not failed, still gets in
    const owner = await login(DEMO_LOGINS.agent, '192.0.2.50');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(DEMO_LOGINS.agent.email);
  });
});
