import { CLIENT_SETTING_KEYS, companyChannel, SETTING_KEYS } from '@atende/shared';
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

  it('a secret setting is write-only: never read back, not in /auth/me, events or login', async () => {
    const token = 'tok_live_9f8e7d6c5b4a';
    const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const adminSocket = await t.connectSocket(admin.token);
    const agentSocket = await t.connectSocket(agent.token);
    const adminHeard = record(adminSocket, companyChannel(admin.user.companyId, 'setting'));
    const agentHeard = record(agentSocket, companyChannel(admin.user.companyId, 'setting'));

    const saved = await t.request('PUT', '/settings/asaas', admin.token, { value: token });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ key: 'asaas', value: '', secret: true, isSet: true });
    await sleep(100);
    expect(adminHeard).toEqual([
      { action: 'update', setting: { key: 'asaas', value: '', secret: true, isSet: true } },
    ]);
    expect(agentHeard).toEqual([]);

    const adminList = await t.request('GET', '/settings', admin.token);
    expect(adminList.json()).toContainEqual({ key: 'asaas', value: '', secret: true, isSet: true });
    expect(adminList.body).not.toContain(token);

    const agentList = (await t.request('GET', '/settings', agent.token)).json();
    expect(agentList.map((s: { key: string }) => s.key).sort()).toEqual(
      [...CLIENT_SETTING_KEYS].sort(),
    );

    for (const session of [admin, agent]) {
      const me = await t.request('GET', '/auth/me', session.token);
      expect(me.body).not.toContain(token);
      expect(
        me
          .json()
          .company.settings.map((s: { key: string }) => s.key)
          .sort(),
      ).toEqual([...CLIENT_SETTING_KEYS].sort());
    }
    const login = await t.request('POST', '/auth/login', undefined, DEMO_LOGINS.agent);
    expect(login.body).not.toContain(token);
  });
});
