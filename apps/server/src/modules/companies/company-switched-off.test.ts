import { companyChannel, REFRESH_COOKIE } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { record, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { superLogin } from './companies.testkit';

/**
 * A super user switches a company off: its people are signed out at once, their open tabs
 * told, instead of working on until their access token expires; other companies go on.
 */
describe('a company switched off', () => {
  let t: TestApp;
  let root: Session;
  beforeAll(async () => {
    t = await startTestApp();
    root = await superLogin(t);
  });
  afterAll(() => t.close());

  it("ends its users' sessions and sockets at once; another company's stay", async () => {
    const shut = await t.signupCompany('Loja Desligada');
    const other = await t.signupCompany('Loja Ligada');
    const socket = await t.connectSocket(shut.admin.token);
    const notices = record(socket, companyChannel(shut.company.id, 'auth'));
    const disconnected = new Promise((r) => socket.once('disconnect', r));
    const otherSocket = await t.connectSocket(other.admin.token);

    const current = (await t.request('GET', `/companies/${shut.company.id}`, root.token)).json();
    const off = await t.request('PUT', `/companies/${shut.company.id}`, root.token, {
      name: current.name,
      email: current.email,
      phone: current.phone,
      planId: current.planId,
      dueDate: current.dueDate,
      recurrence: current.recurrence,
      campaignsEnabled: current.campaignsEnabled,
      status: false,
    });
    expect(off.statusCode, off.body).toBe(200);

    await disconnected;
    expect(notices).toEqual([{ action: 'end', user: { id: shut.admin.user.id } }]);
    expect((await t.request('GET', '/contacts', shut.admin.token)).statusCode).toBe(401);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh_token',
      cookies: { [REFRESH_COOKIE]: shut.admin.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(401);
    // signing in again says why
    const login = await t.request('POST', '/auth/login', undefined, {
      email: 'admin@lojadesligada.test',
      password: 'Secret123',
    });
    expect(login.json()).toMatchObject({
      error: 'ERR_COMPANY_INACTIVE',
      message: 'Empresa inativa. Entre em contato com o Suporte.',
    });

    expect(otherSocket.connected).toBe(true);
    expect((await t.request('GET', '/contacts', other.admin.token)).statusCode).toBe(200);
    expect((await t.request('GET', '/companies', root.token)).statusCode).toBe(200);
  });
});
