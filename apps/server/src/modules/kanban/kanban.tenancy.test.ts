import { companyChannel } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDemoDesk,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { kanbanKit, layout } from './kanban.testkit';

/** Company B (signed up) against company A (the demo company): nothing of the board crosses. */
describe('kanban: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let agentA: Session;
  let b: Session;
  let k: ReturnType<typeof kanbanKit>;
  const aIds = { lane: 0, card: 0, queue: 0, tag: 0, contact: 0, user: 0 };
  beforeAll(async () => {
    t = await startTestApp();
    const desk = await openDemoDesk(t);
    a = desk.admin;
    agentA = desk.agent;
    b = (await t.signupCompany('Empresa B')).admin;
    k = kanbanKit(t);
    aIds.queue = desk.financeiro;
    aIds.user = agentA.user.id;
    aIds.tag = (await t.request('POST', '/tags', a.token, { name: 'Segredo' })).json().id;
    aIds.contact = (
      await t.request('POST', '/contacts', a.token, { name: 'Cliente A', number: '5511900000001' })
    ).json().id;
    aIds.lane = (await k.lane(a.token, { name: 'Quadro de A' })).id;
    aIds.card = (
      await k.card(a.token, {
        title: 'Tarefa de A',
        laneId: aIds.lane,
        queues: [aIds.queue],
        tags: [aIds.tag],
        contacts: [aIds.contact],
        users: [aIds.user],
      })
    ).id;
  });
  afterAll(() => t.close());

  it('B’s board holds only its own lanes, whatever companyId it sends', async () => {
    expect(await k.board(b.token, `?companyId=${a.user.companyId}`)).toEqual([]);
    await k.lane(b.token, { name: 'Quadro de B' });
    expect(layout(await k.board(b.token))).toEqual({ 'Quadro de B': [] });
    expect(layout(await k.board(a.token))).toEqual({ 'Quadro de A': ['Tarefa de A'] });
  });

  it('B cannot filter by A’s queue, tag or contact (404 naming the filter)', async () => {
    for (const [query, field] of [
      [`queueIds=[${aIds.queue}]`, 'queueIds'],
      [`tagId=${aIds.tag}`, 'tagId'],
      [`contactId=${aIds.contact}`, 'contactId'],
    ] as const) {
      const res = await t.request('GET', `/kanban?${query}`, b.token);
      expect(res.statusCode).toBe(404);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });

  it('B cannot change, move or delete A’s lanes and cards', async () => {
    const [bLane] = await k.board(b.token);
    const attempts = [
      ['PUT', `/kanban/lane/${aIds.lane}`, { name: 'Tomado' }],
      ['PUT', `/kanban/lane/${aIds.lane}`, { position: 0 }],
      ['DELETE', `/kanban/lane/${aIds.lane}`, undefined],
      ['PUT', `/kanban/${aIds.card}`, { title: 'Tomada' }],
      ['PUT', `/kanban/${aIds.card}`, { laneId: bLane!.id, position: 0 }],
      ['DELETE', `/kanban/${aIds.card}`, undefined],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await t.request(method, url, b.token, body)).statusCode).toBe(404);
    }
    const [aLane] = await k.board(a.token);
    expect(aLane).toMatchObject({ name: 'Quadro de A', position: 0 });
    expect(aLane!.kanbans[0]).toMatchObject({ title: 'Tarefa de A', laneId: aIds.lane });
  });

  it('B’s cards cannot point at A’s lane, queue, tag, contact or user (404 naming the field)', async () => {
    const [bLane] = await k.board(b.token);
    const bQueue = (
      await t.request('POST', '/queue', b.token, { name: 'Fila B', color: '#123456' })
    ).json().id;
    const base = { title: 'De B', laneId: bLane!.id, queues: [bQueue] };
    const own = await k.card(b.token, base);
    for (const [field, extra] of [
      ['laneId', { laneId: aIds.lane }],
      ['queues', { queues: [aIds.queue] }],
      ['tags', { tags: [aIds.tag] }],
      ['contacts', { contacts: [aIds.contact] }],
      ['users', { users: [aIds.user] }],
    ] as const) {
      const created = await t.request('POST', '/kanban', b.token, { ...base, ...extra });
      expect(created.statusCode).toBe(404);
      expect(Object.keys(created.json().fields)).toEqual([field]);
      const changed = await t.request('PUT', `/kanban/${own.id}`, b.token, extra);
      expect(changed.statusCode).toBe(404);
      expect(Object.keys(changed.json().fields)).toEqual([field]);
    }
    expect(layout(await k.board(b.token))).toEqual({ 'Quadro de B': ['De B'] });
  });

  it('B’s sockets hear nothing of A’s board; A’s agent hears a card outside his queues only as a delete', async () => {
    const aSocket = await t.connectSocket(a.token);
    const agentSocket = await t.connectSocket(agentA.token);
    const bSocket = await t.connectSocket(b.token);
    const channel = companyChannel(a.user.companyId, 'kanban');
    const aHeard = record(aSocket, channel);
    const agentHeard = record(agentSocket, channel);
    const bHeardOnA = record(bSocket, channel);
    const bAny: string[] = [];
    bSocket.onAny((event: string) => bAny.push(event));

    const lane = await k.lane(a.token, { name: 'Novo' });
    const card = await k.card(a.token, {
      title: 'Financeiro',
      laneId: lane.id,
      queues: [aIds.queue],
    });
    await k.move(a.token, card.id, aIds.lane, 0);
    await t.request('DELETE', `/kanban/${card.id}`, a.token);
    await t.request('DELETE', `/kanban/lane/${lane.id}`, a.token);
    await sleep(150);

    expect(aHeard).toEqual([
      { action: 'create', lane: expect.objectContaining({ name: 'Novo' }) },
      { action: 'create', card: expect.objectContaining({ title: 'Financeiro' }) },
      { action: 'update', card: expect.objectContaining({ laneId: aIds.lane, position: 0 }) },
      { action: 'delete', cardId: card.id },
      { action: 'delete', laneId: lane.id },
    ]);
    expect(agentHeard).toEqual([
      { action: 'create', lane: expect.objectContaining({ name: 'Novo' }) },
      { action: 'delete', cardId: card.id },
      { action: 'delete', cardId: card.id },
      { action: 'delete', laneId: lane.id },
    ]);
    expect(bHeardOnA).toEqual([]);
    expect(bAny).toEqual([]);
  });
});
