import { REFRESH_COOKIE, V } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBES_PER_USER } from '../../http/probe-limit';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';

/** One password policy for new passwords; the current password guards one's own account. */
describe('passwords and one’s own account', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  });
  afterAll(() => t.close());

  const put = (s: Session, body: object, id = s.user.id) =>
    t.request('PUT', `/users/${id}`, s.token, body);

  it('every new password follows the policy, while older passwords still log in', async () => {
    const weakUser = await t.request('POST', '/users', admin.token, {
      name: 'Senha Fraca',
      email: 'fraca@demo.test',
      password: 'abcdefgh',
    });
    expect(weakUser.statusCode).toBe(400);
    expect(weakUser.json().fields).toEqual({ password: V.passwordPolicy });

    const plans = (await t.request('GET', '/plans/list')).json();
    const weakSignup = await t.request('POST', '/companies/cadastro', undefined, {
      name: 'Empresa Fraca',
      email: 'dona@fraca.test',
      phone: '(11) 98888-7777',
      password: 'senha123',
      planId: plans[0].id,
    });
    expect(weakSignup.statusCode).toBe(400);
    expect(weakSignup.json().fields).toEqual({ password: V.passwordPolicy });

    const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const weakOwn = await put(agent, {
      password: 'SEMMINUSCULA1',
      currentPassword: DEMO_LOGINS.agent.password,
    });
    expect(weakOwn.json().fields).toEqual({ password: V.passwordPolicy });
    // 'demo1234' predates the policy and still opens the session
    expect(agent.user.email).toBe(DEMO_LOGINS.agent.email);
  });

  it('changing one’s own password or e-mail needs the current password', async () => {
    const created = await t.request('POST', '/users', admin.token, {
      name: 'Paula Dona',
      email: 'paula@demo.test',
      password: 'Paula1234',
    });
    expect(created.statusCode).toBe(200);
    const paula = await t.login('paula@demo.test', 'Paula1234');

    const missing = await put(paula, { password: 'NovaSenha1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: V.required });
    const wrong = await put(paula, { password: 'NovaSenha1', currentPassword: 'Chute123' });
    expect(wrong.json().fields).toEqual({ currentPassword: V.wrongCurrentPassword });
    const emailOnly = await put(paula, { email: 'paula.nova@demo.test' });
    expect(emailOnly.json().fields).toEqual({ currentPassword: V.required });
    // the name alone, or the same e-mail sent back by the form, needs nothing more
    const nameOnly = await put(paula, { name: 'Paula D.', email: 'paula@demo.test' });
    expect(nameOnly.statusCode).toBe(200);

    const changed = await put(paula, {
      email: 'paula.nova@demo.test',
      password: 'NovaSenha1',
      currentPassword: 'Paula1234',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('paula.nova@demo.test');
    // the session that made the change goes on; the old password no longer works
    expect((await t.request('GET', '/auth/me', paula.token)).statusCode).toBe(200);
    const old = await t.request('POST', '/auth/login', undefined, {
      email: 'paula.nova@demo.test',
      password: 'Paula1234',
    });
    expect(old.statusCode).toBe(401);
    expect((await t.login('paula.nova@demo.test', 'NovaSenha1')).user.name).toBe('Paula D.');
  });

  it('an admin sets another user’s password without theirs, and that user’s session ends', async () => {
    const created = await t.request('POST', '/users', admin.token, {
      name: 'Rui Alvo',
      email: 'rui@demo.test',
      password: 'Rui123456',
    });
    const rui = await t.login('rui@demo.test', 'Rui123456');
    const res = await put(admin, { password: 'Trocada123' }, created.json().id);
    expect(res.statusCode).toBe(200);
    expect((await t.request('GET', '/auth/me', rui.token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      cookies: { [REFRESH_COOKIE]: rui.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await t.login('rui@demo.test', 'Trocada123')).user.name).toBe('Rui Alvo');
  });

  it('guessing the current password is stopped after a few wrong answers', async () => {
    await t.request('POST', '/users', admin.token, {
      name: 'Gil Alvo',
      email: 'gil@demo.test',
      password: 'Gil123456',
    });
    const gil = await t.login('gil@demo.test', 'Gil123456');
    for (let i = 0; i < PROBES_PER_USER; i++) {
      const res = await put(gil, { password: 'Tomada123', currentPassword: `Chute${i}00` });
      expect(res.json().fields).toEqual({ currentPassword: V.wrongCurrentPassword });
    }
    const right = await put(gil, { password: 'Tomada123', currentPassword: 'Gil123456' });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe('ERR_TOO_MANY_ATTEMPTS');
  });
});
