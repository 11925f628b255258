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

/** Company B (signed up) against company A (the demo company): no queue crosses over. */
describe('queues: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aQueue: { id: number; name: string; color: string };
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa B')).admin;
    aQueue = (await t.request('GET', '/queue', a.token)).json()[0];
  });
  afterAll(() => t.close());

  it('B’s list holds only B’s queues, whatever companyId it sends', async () => {
    const list = await t.request('GET', `/queue?companyId=${a.user.companyId}`, b.token);
    expect(list.json()).toEqual([]);
    // names and colours are unique per company only
    const same = await t.request('POST', '/queue', b.token, {
      name: aQueue.name,
      color: aQueue.color,
      companyId: a.user.companyId,
    });
    expect(same.statusCode).toBe(200);
    expect((await t.request('GET', '/queue', b.token)).json()).toEqual([same.json()]);
    const aNames = (await t.request('GET', '/queue', a.token))
      .json()
      .map((q: { id: number }) => q.id);
    expect(aNames).not.toContain(same.json().id);
  });

  it('B cannot read, change or delete A’s queue', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Tomada por B' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.request(method, `/queue/${aQueue.id}`, b.token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'ERR_NOT_FOUND', message: 'Fila não encontrada' });
    }
    expect((await t.request('GET', `/queue/${aQueue.id}`, a.token)).json()).toMatchObject({
      id: aQueue.id,
      name: aQueue.name,
    });
  });

  it('B’s sockets hear none of A’s queue events, even on A’s channel name', async () => {
    const aSocket = await t.connectSocket(a.token);
    const bSocket = await t.connectSocket(b.token);
    const aHeard = record(aSocket, companyChannel(a.user.companyId, 'queue'));
    const bHeardOnA = record(bSocket, companyChannel(a.user.companyId, 'queue'));
    const bAny: string[] = [];
    bSocket.onAny((event: string) => bAny.push(event));

    const temp = (
      await t.request('POST', '/queue', a.token, {
        name: 'Temporária de A',
        color: '#0F0F0F',
        greetingMessage: 'Olá!',
      })
    ).json();
    await t.request('PUT', `/queue/${temp.id}`, a.token, { color: '#00FF00' });
    await t.request('DELETE', `/queue/${temp.id}`, a.token);
    await sleep(150);

    expect(aHeard).toEqual([
      {
        action: 'create',
        queue: expect.objectContaining({ id: temp.id, name: 'Temporária de A' }),
      },
      { action: 'update', queue: expect.objectContaining({ id: temp.id, color: '#00FF00' }) },
      { action: 'delete', queueId: temp.id },
    ]);
    expect(bHeardOnA).toEqual([]);
    expect(bAny).toEqual([]);
  });
});
