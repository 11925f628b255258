import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBES_PER_USER } from '../../http/probe-limit';
import { DEMO_LOGINS, startTestApp, testClock, type TestApp } from '../../../test/harness';

/** Whether an address has an account must not be learnt from sign-up, nor freely elsewhere. */
describe('e-mail enumeration', () => {
  const clock = testClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(() => t.close());

  const signup = async (name: string, email: string) => {
    const plans = (await t.request('GET', '/plans/list')).json();
    return t.request('POST', '/companies/cadastro', undefined, {
      name,
      email,
      phone: '(11) 98888-7777',
      password: 'Intruso123',
      planId: plans[0].id,
    });
  };

  it('sign-up answers the same for a taken address and a new one, and changes nothing', async () => {
    const fresh = await signup('Empresa Nova', 'dono@nova.test');
    const taken = await signup('Empresa Clone', DEMO_LOGINS.agent.email);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(fresh.statusCode).toBe(201);

    // the owner's account is untouched and no company was made for the taken address
    const owner = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    expect(owner.user.company).toMatchObject({ name: 'Empresa Demo' });
    const intruder = await t.request('POST', '/auth/login', undefined, {
      email: DEMO_LOGINS.agent.email,
      password: 'Intruso123',
    });
    expect(intruder.statusCode).toBe(401);
    expect((await signup('Empresa Clone', 'outro@clone.test')).statusCode).toBe(201);
  });

  it('"e-mail in use" answers to one admin are limited, then refused for the hour', async () => {
    const { admin } = await t.signupCompany('Sondadora');
    const changeOwnEmail = (token: string, email: string) =>
      t.request('PUT', `/users/${admin.user.id}`, token, { email, currentPassword: 'Secret123' });
    const create = (token: string, email: string) =>
      t.request('POST', '/users', token, { name: 'Sonda', email, password: 'Sonda1234' });

    for (let i = 0; i < PROBES_PER_USER; i++) {
      const res = await (i % 2
        ? changeOwnEmail(admin.token, DEMO_LOGINS.admin.email)
        : create(admin.token, DEMO_LOGINS.agent.email));
      expect(res.json().error).toBe('ERR_EMAIL_IN_USE');
    }
    const refused = await create(admin.token, 'alguem@qualquer.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('ERR_TOO_MANY_ATTEMPTS');

    clock.advance(61 * 60_000);
    const later = await t.login('admin@sondadora.test', 'Secret123');
    expect((await create(later.token, 'alguem@qualquer.test')).statusCode).toBe(200);
  });
});
