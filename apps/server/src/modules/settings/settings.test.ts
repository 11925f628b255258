import { CLIENT_SETTING_KEYS, companyChannel, SETTING_KEYS } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  record,
  sleep,
  startTestApp,
  SUPER_LOGIN,
  type Session,
  type TestApp,
} from '../../../test/harness';

describe('settings', () => {
  let t: TestApp;
  let admin: Session;
  let root: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    root = await t.login(SUPER_LOGIN.email, SUPER_LOGIN.password);
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
    expect(unknown.json().fields).toEqual({ key: 'Configuração desconhecida' });
    const noValue = await t.request('PUT', '/settings/call', admin.token, {});
    expect(noValue.json().fields).toHaveProperty('value');
  });

  it('accepts only the values each key allows, naming the value field otherwise', async () => {
    const refused: Array<[string, string, string]> = [
      ['userRating', 'yes', 'Valor inválido: use enabled, disabled'],
      ['scheduleType', 'weekly', 'Valor inválido: use disabled, queue, company'],
      ['call', '', 'Valor inválido: use enabled, disabled'],
      ['CheckMsgIsGroup', 'ENABLED', 'Valor inválido: use enabled, disabled'],
      ['checkActiveNotify', 'true', 'Valor inválido: use enabled, disabled'],
      ['sendGreetingAccepted', 'on', 'Valor inválido: use enabled, disabled'],
      ['sendMsgTransfTicket', '1', 'Valor inválido: use enabled, disabled'],
      ['sendGreetingMessageOneQueues', 'no', 'Valor inválido: use enabled, disabled'],
      ['chatBotType', 'button', 'Valor inválido: use text'],
    ];
    for (const [key, value, message] of refused) {
      const res = await t.request('PUT', `/settings/${key}`, admin.token, { value });
      expect({ key, status: res.statusCode, body: res.json() }).toEqual({
        key,
        status: 400,
        body: { error: 'ERR_VALIDATION', message: `value: ${message}`, fields: { value: message } },
      });
    }
    const list = (await t.request('GET', '/settings', admin.token)).json();
    expect(list).toContainEqual({ key: 'scheduleType', value: 'disabled' });
    expect(list).toContainEqual({ key: 'chatBotType', value: 'text' });

    for (const value of ['company', 'queue', 'disabled']) {
      const res = await t.request('PUT', '/settings/scheduleType', admin.token, { value });
      expect(res.json()).toEqual({ key: 'scheduleType', value });
    }
    // the payment token takes any text, trimmed
    const token = await t.request('PUT', '/settings/asaas', root.token, { value: ' $aact_x ' });
    expect(token.json()).toEqual({ key: 'asaas', value: '', secret: true, isSet: true });
    const cleared = await t.request('PUT', '/settings/asaas', root.token, { value: '' });
    expect(cleared.json()).toEqual({ key: 'asaas', value: '', secret: true, isSet: false });
  });

  it('campaignsEnabled belongs to the platform: a company admin gets 403', async () => {
    const res = await t.request('PUT', '/settings/campaignsEnabled', admin.token, {
      value: 'false',
    });
    expect(res.statusCode).toBe(403);
    const list = (await t.request('GET', '/settings', admin.token)).json();
    expect(list).toContainEqual({ key: 'campaignsEnabled', value: 'true' });
  });

  it('the Asaas token belongs to the platform: a company admin gets 403 saying so', async () => {
    const res = await t.request('PUT', '/settings/asaas', admin.token, { value: '$aact_own' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 403,
      body: {
        error: 'ERR_NO_PERMISSION',
        message: 'Somente o administrador da plataforma configura o token do Asaas',
      },
    });
    const list = (await t.request('GET', '/settings', admin.token)).json();
    expect(list).toContainEqual({ key: 'asaas', value: '', secret: true, isSet: false });
  });

  it('a secret setting is write-only: never read back, not in /auth/me, events or login', async () => {
    const token = 'tok_live_9f8e7d6c5b4a';
    // an agent of the platform company: in the company's room, not its admins'
    const platformAgent = { email: 'suporte@atende.test', password: 'Suporte123' };
    const created = await t.request('POST', '/users', root.token, {
      name: 'Suporte',
      ...platformAgent,
    });
    expect(created.statusCode).toBe(200);
    const agent = await t.login(platformAgent.email, platformAgent.password);
    const rootSocket = await t.connectSocket(root.token);
    const agentSocket = await t.connectSocket(agent.token);
    const rootHeard = record(rootSocket, companyChannel(root.user.companyId, 'setting'));
    const agentHeard = record(agentSocket, companyChannel(root.user.companyId, 'setting'));

    const saved = await t.request('PUT', '/settings/asaas', root.token, { value: token });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ key: 'asaas', value: '', secret: true, isSet: true });
    await sleep(100);
    expect(rootHeard).toEqual([
      { action: 'update', setting: { key: 'asaas', value: '', secret: true, isSet: true } },
    ]);
    expect(agentHeard).toEqual([]);

    const rootList = await t.request('GET', '/settings', root.token);
    expect(rootList.json()).toContainEqual({ key: 'asaas', value: '', secret: true, isSet: true });
    expect(rootList.body).not.toContain(token);

    const agentList = (await t.request('GET', '/settings', agent.token)).json();
    expect(agentList.map((s: { key: string }) => s.key).sort()).toEqual(
      [...CLIENT_SETTING_KEYS].sort(),
    );

    for (const session of [root, admin, agent]) {
      const me = await t.request('GET', '/auth/me', session.token);
      expect(me.body).not.toContain(token);
      expect(
        me
          .json()
          .company.settings.map((s: { key: string }) => s.key)
          .sort(),
      ).toEqual([...CLIENT_SETTING_KEYS].sort());
    }
    const login = await t.request('POST', '/auth/login', undefined, platformAgent);
    expect(login.body).not.toContain(token);
  });
});
