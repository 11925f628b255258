import { WEEKDAYS } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';

/**
 * Company B (signed up) against company A (the demo company): recipients and hours never cross
 * over (B's waiting tickets and A's recipients: pending-notice.test.ts).
 */
describe('notification recipients: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aRecipient: { id: number; userId: number };
  const body = (userId: number) => ({ userId, isActive: true, whatsappNumber: '5511977770000' });
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa Destinatários')).admin;
    aRecipient = (await t.request('POST', '/notify/user', a.token, body(a.user.id))).json();
    await t.request('POST', '/notify/time/', a.token, { schedules: WEEKDAYS.map((d) => d) });
  });
  afterAll(() => t.close());

  it('B lists only its own recipients and hours, whatever companyId it sends', async () => {
    const res = await t.request('GET', `/notify/?companyId=${a.user.companyId}`, b.token);
    expect(res.json()).toEqual({ users: [], schedules: [] });
  });

  it('B gets 404 editing or deleting A’s recipient, which stays as it was', async () => {
    const edit = await t.request('PUT', `/notify/user/${aRecipient.id}`, b.token, body(b.user.id));
    expect(edit.statusCode).toBe(404);
    const del = await t.request('DELETE', `/notify/user/${aRecipient.id}`, b.token);
    expect(del.statusCode).toBe(404);
    const aList = (await t.request('GET', '/notify/', a.token)).json();
    expect(aList.users).toEqual([
      expect.objectContaining({ id: aRecipient.id, userId: a.user.id, active: true }),
    ]);
  });

  it('B cannot make A’s user its recipient (404), nor move its own recipient to A’s user', async () => {
    const add = await t.request('POST', '/notify/user', b.token, body(a.user.id));
    expect(add.statusCode).toBe(404);
    expect(add.json().error).toBe('ERR_NO_USER_FOUND');
    const own = (await t.request('POST', '/notify/user', b.token, body(b.user.id))).json();
    const moved = await t.request('PUT', `/notify/user/${own.id}`, b.token, body(a.user.id));
    expect(moved.statusCode).toBe(404);
    expect((await t.request('GET', '/notify/', b.token)).json().users).toEqual([
      expect.objectContaining({ id: own.id, userId: b.user.id }),
    ]);
  });

  it('B’s hours are B’s: saving them leaves A’s week alone', async () => {
    await t.request('PUT', '/notify/time/', b.token, { schedules: [] });
    expect((await t.request('GET', '/notify/', a.token)).json().schedules).toHaveLength(7);
  });
});
