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

/** Company B (signed up) against company A (the demo company): nothing crosses over. */
describe('users: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aUserId: number;
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa B')).admin;
    aUserId = (await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password)).user.id;
  });
  afterAll(() => t.close());

  it('B cannot read, change or delete A’s users: each answers 404 as if absent', async () => {
    const read = await t.request('GET', `/users/${aUserId}`, b.token);
    expect(read.statusCode).toBe(404);
    const change = await t.request('PUT', `/users/${aUserId}`, b.token, { name: 'Tomado' });
    expect(change.statusCode).toBe(404);
    const remove = await t.request('DELETE', `/users/${aUserId}`, b.token);
    expect(remove.statusCode).toBe(404);
    const still = (await t.request('GET', `/users/${aUserId}`, a.token)).json();
    expect(still.name).toBe('Bruno Agente');
  });

  it('B’s lists hold only B’s users, whatever companyId it sends', async () => {
    const page = (await t.request('GET', `/users?companyId=${a.user.companyId}`, b.token)).json();
    expect(page.users.map((u: { email: string }) => u.email)).toEqual(['admin@empresab.test']);
    const list = (
      await t.request('GET', `/users/list?companyId=${a.user.companyId}`, b.token)
    ).json();
    expect(list.every((u: { companyId: number }) => u.companyId === b.user.companyId)).toBe(true);
    const search = (await t.request('GET', '/users?searchParam=demo.test', b.token)).json();
    expect(search.count).toBe(0);
    const queues = (await t.request('GET', '/queue', b.token)).json();
    expect(queues).toEqual([]);
  });

  it('B cannot link A’s queues to its users', async () => {
    const aQueues = (await t.request('GET', '/queue', a.token)).json();
    const res = await t.request('POST', '/users', b.token, {
      name: 'Com Fila Alheia',
      email: 'alheia@empresab.test',
      password: 'Senha123',
      queueIds: [aQueues[0].id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ queueIds: 'Fila não encontrada' });
    const aConnection = (await t.request('GET', '/whatsapp', a.token)).json()[0];
    const withForeignConnection = await t.request('POST', '/users', b.token, {
      name: 'Com Conexão Alheia',
      email: 'conexao@empresab.test',
      password: 'Senha123',
      whatsappId: aConnection.id,
    });
    expect(withForeignConnection.json().fields).toEqual({ whatsappId: 'Conexão não encontrada' });
  });

  it('B’s sockets receive none of A’s events, even listening on A’s channel names', async () => {
    const bSocket = await t.connectSocket(b.token);
    const aSocket = await t.connectSocket(a.token);
    const bHeardOnA = record(bSocket, companyChannel(a.user.companyId, 'user'));
    const bHeardSettings = record(bSocket, companyChannel(a.user.companyId, 'setting'));
    const aHeard = record(aSocket, companyChannel(a.user.companyId, 'user'));
    const bAny: string[] = [];
    bSocket.onAny((event: string) => bAny.push(event));

    await t.request('POST', '/users', a.token, {
      name: 'Nova Pessoa',
      email: 'nova@demo.test',
      password: 'Senha123',
    });
    await t.request('PUT', '/settings/call', a.token, { value: 'disabled' });
    await sleep(150);

    expect(aHeard).toEqual([
      { action: 'create', user: expect.objectContaining({ email: 'nova@demo.test' }) },
    ]);
    expect(bHeardOnA).toEqual([]);
    expect(bHeardSettings).toEqual([]);
    expect(bAny).toEqual([]);
  });
});
