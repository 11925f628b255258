import { companyChannel } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

/** Company B (signed up) against company A (the demo company): settings never cross over. */
describe('settings: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa Opções')).admin;
  });
  afterAll(() => t.close());

  it('B’s change stays in B, and only B’s browsers hear it', async () => {
    const aSocket = await t.connectSocket(a.token);
    const bSocket = await t.connectSocket(b.token);
    const aHeard = record(aSocket, companyChannel(a.user.companyId, 'setting'));
    const aHeardB = record(aSocket, companyChannel(b.user.companyId, 'setting'));
    const bHeard = record(bSocket, companyChannel(b.user.companyId, 'setting'));

    const res = await t.request('PUT', '/settings/scheduleType', b.token, {
      value: 'company',
      companyId: a.user.companyId,
    });
    expect(res.json()).toEqual({ key: 'scheduleType', value: 'company' });
    await sleep(150);
    expect(bHeard).toEqual([
      { action: 'update', setting: { key: 'scheduleType', value: 'company' } },
    ]);
    expect(aHeard).toEqual([]);
    expect(aHeardB).toEqual([]);
    const aList = (await t.request('GET', '/settings', a.token)).json();
    expect(aList).toContainEqual({ key: 'scheduleType', value: 'disabled' });
    const bList = (await t.request('GET', '/settings', b.token)).json();
    expect(bList).toContainEqual({ key: 'scheduleType', value: 'company' });
  });
});
