import { RESET_MESSAGES, V } from '@atende/shared';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../mail/mailer';
import { codeIn, startMailCatcher, type MailCatcher } from '../../../test/mail-catcher';
import {
  DEMO_LOGINS,
  startTestApp,
  SUPER_LOGIN,
  testClock,
  type TestApp,
} from '../../../test/harness';
import { CODE_MAX_FAILURES } from './password-reset.service';

/** The demo agent, whose password each test changes. */
const agent = { email: DEMO_LOGINS.agent.email, password: DEMO_LOGINS.agent.password };
const HOUR = 60 * 60_000;

/** The reset flow over a real SMTP exchange with an in-process server catching the mail. */
describe('password reset by e-mail', () => {
  let t: TestApp;
  let smtp: MailCatcher;
  const clock = testClock(new Date('2026-03-10T12:00:00Z'));
  let address = 0;
  let ip = '';

  const post = (url: string, body?: object, from = ip) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, remoteAddress: from, payload: body });
  const ask = (email: string, from = ip) => post(`/forgetpassword/${email}`, undefined, from);
  const reset = (email: string, token: string, newPassword: string, from = ip) =>
    post(`/resetpasswords/${email}`, { token, newPassword }, from);
  /** Asks for a code and reads it from the mail the SMTP server received. */
  const codeFor = async (email: string) => {
    const before = smtp.mails.length;
    const res = await ask(email);
    expect(res.statusCode, res.body).toBe(200);
    expect(smtp.mails).toHaveLength(before + 1);
    return codeIn(smtp.mails.at(-1)!)!;
  };
  const selectRows = async <T>(query: SQL) =>
    ((await t.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
  const loginStatus = async (email: string, password: string) =>
    (await t.request('POST', '/auth/login', undefined, { email, password })).statusCode;

  beforeAll(async () => {
    smtp = await startMailCatcher();
    t = await startTestApp({
      clock,
      deps: { mailer: createSmtpMailer(smtp.url, 'Atende <no-reply@atende.test>') },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  // every test starts past the previous one's throttle windows, from its own address
  beforeEach(() => {
    clock.advance(2 * HOUR);
    ip = `10.0.0.${++address}`;
  });

  it('tells the page that reset by e-mail is configured', async () => {
    const res = await t.request('GET', '/forgetpassword');
    expect(res.json()).toEqual({ enabled: true });
  });

  it('mails a random 6-digit code, stores only its hash, and the code sets a new password', async () => {
    const session = await t.login(agent.email, agent.password);
    const res = await ask(agent.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_MESSAGES.sent });
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual([agent.email]);
    expect(mail.from).toBe('no-reply@atende.test');
    expect(mail.subject).toBe('Atende: código para redefinir sua senha');
    const code = codeIn(mail)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(`Seu código para redefinir a senha é: ${code}`);

    const rows = await selectRows<{ code_hash: string }>(
      sql`select code_hash from password_reset_codes`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.code_hash).not.toContain(code);

    const done = await reset(agent.email, code, 'NovaSenha1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: RESET_MESSAGES.done });
    // every session of that user ended
    const me = await t.request('GET', '/auth/me', session.token);
    expect(me.statusCode).toBe(401);
    expect(await loginStatus(agent.email, agent.password)).toBe(401);
    expect(await loginStatus(agent.email, 'NovaSenha1')).toBe(200);
    agent.password = 'NovaSenha1';
  });

  it('refuses a code used once already', async () => {
    const code = await codeFor(agent.email);
    expect((await reset(agent.email, code, 'Segunda123')).statusCode).toBe(200);
    const again = await reset(agent.email, code, 'Terceira123');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'ERR_INVALID_RESET_CODE',
      fields: { token: RESET_MESSAGES.invalidCode },
    });
    expect(await loginStatus(agent.email, 'Segunda123')).toBe(200);
    agent.password = 'Segunda123';
  });

  it('a code is valid for one hour: at 59 minutes it works, at 60 it is refused', async () => {
    const early = await codeFor(agent.email);
    clock.advance(59 * 60_000);
    expect((await reset(agent.email, early, 'Antes1234')).statusCode).toBe(200);

    const late = await codeFor(agent.email);
    clock.advance(60 * 60_000);
    const res = await reset(agent.email, late, 'Depois1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('ERR_INVALID_RESET_CODE');
    expect(await loginStatus(agent.email, 'Antes1234')).toBe(200);
    agent.password = 'Antes1234';
  });

  it('a wrong code changes nothing; after five wrong tries the right one is refused too', async () => {
    const code = await codeFor(agent.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await reset(agent.email, wrong, 'Errada1234');
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe('Código inválido ou expirado');
    expect(await loginStatus(agent.email, agent.password)).toBe(200);
    expect((await reset(agent.email, code, 'Certa12345')).statusCode).toBe(200);

    const burnt = await codeFor(agent.email);
    const other = burnt === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_FAILURES; i++) {
      expect((await reset(agent.email, other, 'Errada1234')).statusCode).toBe(400);
    }
    expect((await reset(agent.email, burnt, 'Certa98765')).statusCode).toBe(400);
    expect(await loginStatus(agent.email, 'Certa12345')).toBe(200);
    agent.password = 'Certa12345';
  });

  it('a new code replaces the earlier one', async () => {
    const first = await codeFor(agent.email);
    const second = await codeFor(agent.email);
    if (first !== second) {
      expect((await reset(agent.email, first, 'Primeira123')).statusCode).toBe(400);
    }
    expect((await reset(agent.email, second, 'Segunda456')).statusCode).toBe(200);
    agent.password = 'Segunda456';
  });

  it('the new password follows the policy, and a refused one leaves the code usable', async () => {
    const code = await codeFor(agent.email);
    const weak = await reset(agent.email, code, 'fraca');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ newPassword: V.passwordPolicy });
    const noCode = await post(`/resetpasswords/${agent.email}`, { newPassword: 'Forte1234' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fields).toEqual({ token: V.required });
    expect((await reset(agent.email, code, 'Forte1234')).statusCode).toBe(200);
    agent.password = 'Forte1234';
  });

  it('no session of any role replaces the code: super, admin or another user', async () => {
    const tokens = [
      (await t.login(SUPER_LOGIN.email, SUPER_LOGIN.password)).token,
      (await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password)).token,
    ];
    for (const token of tokens) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/resetpasswords/${agent.email}`,
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
        payload: { token: '123456', newPassword: 'Tomada1234' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('ERR_INVALID_RESET_CODE');
    }
    expect(await loginStatus(agent.email, agent.password)).toBe(200);
  });

  it('the new password is never read from the URL', async () => {
    const res = await post(`/resetpasswords/${agent.email}/123456/Senha12345`);
    expect(res.statusCode).toBe(404);
    expect(await loginStatus(agent.email, agent.password)).toBe(200);
  });

  it('an unknown e-mail answers 404 "Email não encontrado" and no mail goes out', async () => {
    const before = smtp.mails.length;
    const res = await ask('ninguem@demo.test');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: 'ERR_EMAIL_NOT_FOUND',
      message: 'Email não encontrado',
    });
    expect(smtp.mails).toHaveLength(before);
    // a code for it is refused like any wrong code
    const guess = await reset('ninguem@demo.test', '123456', 'Senha12345');
    expect(guess.statusCode).toBe(400);
    expect(guess.json().error).toBe('ERR_INVALID_RESET_CODE');
  });

  it('a malformed e-mail is a 400 naming it', async () => {
    const res = await ask('nao-e-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: V.invalidEmail });
  });

  it('three codes per e-mail per hour, whatever the address, unknown e-mails alike', async () => {
    const admin = DEMO_LOGINS.admin.email;
    for (let i = 0; i < 3; i++) expect((await ask(admin, `10.1.0.${i}`)).statusCode).toBe(200);
    const fourth = await ask(admin, '10.1.0.9');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe('ERR_TOO_MANY_ATTEMPTS');
    for (let i = 0; i < 3; i++) expect((await ask('x@y.test', `10.2.0.${i}`)).statusCode).toBe(404);
    expect((await ask('x@y.test', '10.2.0.9')).statusCode).toBe(429);
    clock.advance(HOUR);
    expect((await ask(admin, '10.1.0.9')).statusCode).toBe(200);
  });

  it('ten code requests per address per hour', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await ask(`sonda${i}@y.test`)).statusCode).toBe(404);
    }
    expect((await ask(agent.email)).statusCode).toBe(429);
    expect((await ask(agent.email, '10.3.0.1')).statusCode).toBe(200);
  });

  it('ten wrong codes for one e-mail in an hour stop further tries, even the right code', async () => {
    const code = await codeFor(agent.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) {
      // new codes keep the per-code limit out of the way; the addresses vary
      if (i % 4 === 3) await ask(agent.email, `10.4.0.${i}`);
      await reset(agent.email, wrong, 'Errada1234', `10.4.1.${i}`);
    }
    const latest = codeIn(smtp.mails.at(-1)!)!;
    const blocked = await reset(agent.email, latest, 'Certa12345', '10.4.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(await loginStatus(agent.email, agent.password)).toBe(200);
  });

  it('a mail server that refuses the message: 502, and the user is left with no code', async () => {
    smtp.refuse(true);
    try {
      const res = await ask(agent.email);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        error: 'ERR_MAIL_NOT_SENT',
        message: RESET_MESSAGES.mailFailed,
      });
    } finally {
      smtp.refuse(false);
    }
    const rows = await selectRows<{ n: number }>(
      sql`select count(*)::int as n from password_reset_codes p
          join users u on u.id = p.user_id where u.email = ${agent.email}`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('password reset without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('tells the page it is not configured, and asking for a code answers 503', async () => {
    expect((await t.request('GET', '/forgetpassword')).json()).toEqual({ enabled: false });
    const res = await t.request('POST', `/forgetpassword/${DEMO_LOGINS.agent.email}`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      error: 'ERR_RESET_NOT_CONFIGURED',
      message: RESET_MESSAGES.notConfigured,
    });
  });
});
