import { companyChannel, SETTING_KEYS } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

describe('settings', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  });
  afterAll(() => t.close());

  it('lists every key the spec names with its default', async () => {
    const list = (await t.request('GET', '/settings', admin.token)).json();
    expect(list.map((s: { key: string }) => s.key).sort()).toEqual([...SETTING_KEYS].sort());
    expect(list).toContainEqual({ key: 'scheduleType', value: 'disabled' });
  });

  it('an admin changes a setting and every browser of the company hears it', async () => {
    const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const socket = await t.connectSocket(agent.token);
    const heard = record(socket, companyChannel(admin.user.companyId, 'setting'));
    const res = await t.request('PUT', '/settings/userRating', admin.token, { value: 'enabled' });
    expect(res.json()).toEqual({ key: 'userRating', value: 'enabled' });
    await sleep(100);
    expect(heard).toEqual([{ action: 'update', setting: { key: 'userRating', value: 'enabled' } }]);
    const list = (await t.request('GET', '/settings', agent.token)).json();
    expect(list).toContainEqual({ key: 'userRating', value: 'enabled' });
    expect(
      (await t.request('PUT', '/settings/userRating', agent.token, { value: 'x' })).statusCode,
    ).toBe(403);
  });

  it('refuses an unknown key or a missing value with a 400', async () => {
    const unknown = await t.request('PUT', '/settings/nope', admin.token, { value: '1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('key');
    const noValue = await t.request('PUT', '/settings/call', admin.token, {});
    expect(noValue.json().fields).toHaveProperty('value');
  });
});
