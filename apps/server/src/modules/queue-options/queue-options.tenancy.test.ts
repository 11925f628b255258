import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';

/** Company B against company A's menu: no option, queue or parent crosses over. */
describe('queue options: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aQueueId: number;
  let aOptionId: number;
  let bQueueId: number;
  let bOptionId: number;
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa B')).admin;
    aQueueId = (await t.request('GET', '/queue', a.token)).json()[0].id;
    aOptionId = (await t.request('GET', `/queue-options?queueId=${aQueueId}`, a.token)).json()[0]
      .id;
    bQueueId = (
      await t.request('POST', '/queue', b.token, { name: 'Fila B', color: '#0B0B0B' })
    ).json().id;
    bOptionId = (
      await t.request('POST', '/queue-options', b.token, { queueId: bQueueId, title: 'Opção B' })
    ).json().id;
  });
  afterAll(() => t.close());

  const aMenu = async () =>
    (await t.request('GET', `/queue-options?queueId=${aQueueId}`, a.token)).json();

  it('B cannot list A’s menu, nor a level under A’s option', async () => {
    const before = await aMenu();
    const list = await t.request('GET', `/queue-options?queueId=${aQueueId}`, b.token);
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('Fila não encontrada');
    const under = await t.request(
      'GET',
      `/queue-options?queueId=${bQueueId}&parentId=${aOptionId}`,
      b.token,
    );
    expect(under.statusCode).toBe(404);
    expect(under.json().message).toBe('Opção não encontrada');
    expect(await aMenu()).toEqual(before);
  });

  it('B cannot add to A’s queue, hang an option under A’s, or forward to A’s queue', async () => {
    const before = await aMenu();
    const intoA = await t.request('POST', '/queue-options', b.token, {
      queueId: aQueueId,
      title: 'Intrusa',
    });
    expect(intoA.statusCode).toBe(404);
    expect(intoA.json().message).toBe('Fila não encontrada');
    const underA = await t.request('POST', '/queue-options', b.token, {
      queueId: bQueueId,
      parentId: aOptionId,
      title: 'Intrusa',
    });
    expect(underA.statusCode).toBe(400);
    expect(underA.json().fields).toEqual({ parentId: 'Opção não encontrada nesta fila' });
    const forward = await t.request('POST', '/queue-options', b.token, {
      queueId: bQueueId,
      title: 'Para A',
      forwardQueueId: aQueueId,
    });
    expect(forward.statusCode).toBe(400);
    expect(forward.json().fields).toEqual({ forwardQueueId: 'Fila não encontrada' });
    const retarget = await t.request('PUT', `/queue-options/${bOptionId}`, b.token, {
      forwardQueueId: aQueueId,
    });
    expect(retarget.json().fields).toEqual({ forwardQueueId: 'Fila não encontrada' });
    expect(await aMenu()).toEqual(before);
  });

  it('B cannot change or delete A’s option', async () => {
    const before = await aMenu();
    for (const [method, body] of [
      ['PUT', { title: 'Tomada por B' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.request(method, `/queue-options/${aOptionId}`, b.token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'ERR_NOT_FOUND', message: 'Opção não encontrada' });
    }
    expect(await aMenu()).toEqual(before);
  });
});
