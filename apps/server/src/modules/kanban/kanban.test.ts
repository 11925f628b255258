import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { kanbanKit, layout, positions } from './kanban.testkit';

describe('kanban board (spec 3 Kanban)', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let atendimento: number;
  let financeiro: number;
  let k: ReturnType<typeof kanbanKit>;
  beforeAll(async () => {
    t = await startTestApp();
    ({ admin, agent, atendimento, financeiro } = await openDemoDesk(t));
    k = kanbanKit(t);
  });
  afterAll(() => t.close());

  it('creates lanes with the Quadro {n} fallback, renames, recolours and reorders them', async () => {
    const first = await k.lane(admin.token);
    expect(first).toMatchObject({ name: 'Quadro 1', position: 0, color: '#5C59A0' });
    const second = await k.lane(admin.token, { name: '  Em andamento ', color: '#FF0000' });
    expect(second).toMatchObject({ name: 'Em andamento', position: 1, color: '#FF0000' });
    const third = await k.lane(agent.token, { name: '' });
    expect(third).toMatchObject({ name: 'Quadro 3', position: 2 });

    const renamed = await t.request('PUT', `/kanban/lane/${first.id}`, admin.token, {
      name: 'A fazer',
    });
    expect(renamed.json()).toMatchObject({ id: first.id, name: 'A fazer', position: 0 });
    const blank = await t.request('PUT', `/kanban/lane/${first.id}`, admin.token, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ name: 'O nome do quadro é obrigatório' });
    const badColour = await t.request('PUT', `/kanban/lane/${first.id}`, admin.token, {
      color: 'vermelho',
    });
    expect(badColour.statusCode).toBe(400);
    expect(badColour.json().fields).toEqual({ color: 'Cor inválida' });

    const moved = await t.request('PUT', `/kanban/lane/${third.id}`, admin.token, { position: 0 });
    expect(moved.json()).toMatchObject({ name: 'Quadro 3', position: 0 });
    const lanes = await k.board(admin.token);
    expect(lanes.map((l) => [l.name, l.position])).toEqual([
      ['Quadro 3', 0],
      ['A fazer', 1],
      ['Em andamento', 2],
    ]);

    // an empty lane goes; the others close the gap
    expect((await t.request('DELETE', `/kanban/lane/${third.id}`, admin.token)).statusCode).toBe(
      200,
    );
    const gone = await t.request('DELETE', `/kanban/lane/${third.id}`, admin.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('id: A lista que você tentou deletar não existe.');
    expect((await k.board(admin.token)).map((l) => [l.name, l.position])).toEqual([
      ['A fazer', 0],
      ['Em andamento', 1],
    ]);
  });

  it('creates cards with their queues, tags, contacts and users, and refuses bad ones', async () => {
    const [todo] = await k.board(admin.token);
    const tag = (await t.request('POST', '/tags', admin.token, { name: 'Urgente' })).json();
    const contact = (
      await t.request('POST', '/contacts', admin.token, { name: 'Maria', number: '5511987650001' })
    ).json();
    const card = await k.card(admin.token, {
      title: '  Ligar para Maria ',
      description: 'Confirmar o pedido',
      laneId: todo!.id,
      queues: [atendimento],
      tags: [{ id: tag.id }],
      contacts: [contact.id],
      users: [agent.user.id],
      companyId: 999,
    });
    expect(card).toMatchObject({
      title: 'Ligar para Maria',
      description: 'Confirmar o pedido',
      laneId: todo!.id,
      position: 0,
      queues: [{ id: atendimento, name: 'Atendimento', color: '#2563EB' }],
      tags: [{ id: tag.id, name: 'Urgente' }],
      contacts: [{ id: contact.id, name: 'Maria', number: '5511987650001', email: '' }],
      users: [{ id: agent.user.id, name: 'Bruno Agente' }],
      companyId: admin.user.companyId,
    });

    const noTitle = await t.request('POST', '/kanban', admin.token, {
      title: ' ',
      laneId: todo!.id,
      queues: [atendimento],
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().fields).toEqual({ title: 'O nome da tarefa é obrigatório!' });
    const nobody = await t.request('POST', '/kanban', admin.token, {
      title: 'Sem dono',
      laneId: todo!.id,
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields).toEqual({
      queues: 'Selecione pelo menos uma fila ou um colaborador responsável!',
    });
    const badLane = await t.request('POST', '/kanban', admin.token, {
      title: 'Perdida',
      laneId: 999_999,
      queues: [atendimento],
    });
    expect(badLane.statusCode).toBe(404);
    expect(badLane.json().fields).toEqual({ laneId: 'não encontrado nesta empresa' });
    const notIds = await t.request('POST', '/kanban', admin.token, {
      title: 'Ids',
      laneId: todo!.id,
      queues: ['abc'],
    });
    expect(notIds.statusCode).toBe(400);
    expect(Object.keys(notIds.json().fields)).toEqual(['queues.0']);
  });

  it('updates only what changed, and refuses leaving a card without queue and user', async () => {
    const [todo] = await k.board(admin.token);
    const card = todo!.kanbans[0]!;
    const same = await t.request('PUT', `/kanban/${card.id}`, admin.token, {});
    expect(same.json()).toEqual(card);

    const res = await t.request('PUT', `/kanban/${card.id}`, admin.token, {
      description: 'Pedido confirmado',
      tags: [],
    });
    expect(res.json()).toMatchObject({
      title: 'Ligar para Maria',
      description: 'Pedido confirmado',
      tags: [],
      users: [{ id: agent.user.id }],
    });
    const bare = await t.request('PUT', `/kanban/${card.id}`, admin.token, {
      queues: [],
      users: [],
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({
      queues: 'Selecione pelo menos uma fila ou um colaborador responsável!',
    });
    const onlyQueues = await t.request('PUT', `/kanban/${card.id}`, admin.token, { users: [] });
    expect(onlyQueues.json()).toMatchObject({ users: [], queues: [{ id: atendimento }] });
  });

  it('shows agents only the cards of their queues or assigned to them; admins filter', async () => {
    const [todo, doing] = await k.board(admin.token);
    await k.card(admin.token, { title: 'Cobrança', laneId: todo!.id, queues: [financeiro] });
    await k.card(admin.token, {
      title: 'Do Bruno',
      laneId: doing!.id,
      users: [agent.user.id],
    });
    expect(layout(await k.board(admin.token))).toEqual({
      'A fazer': ['Ligar para Maria', 'Cobrança'],
      'Em andamento': ['Do Bruno'],
    });
    expect(layout(await k.board(agent.token))).toEqual({
      'A fazer': ['Ligar para Maria'],
      'Em andamento': ['Do Bruno'],
    });
    // asking for another queue never widens what an agent sees
    expect(layout(await k.board(agent.token, `?queueIds=[${financeiro}]`))).toEqual({
      'A fazer': [],
      'Em andamento': [],
    });
    expect(
      layout(await k.board(admin.token, `?queueIds=${encodeURIComponent(`[${financeiro}]`)}`)),
    ).toEqual({ 'A fazer': ['Cobrança'], 'Em andamento': [] });

    const hidden = (await k.board(admin.token))[0]!.kanbans[1]!;
    for (const [method, body] of [
      ['PUT', { title: 'Tomada' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.request(method, `/kanban/${hidden.id}`, agent.token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('id: Tarefa original não encontrada.');
    }
    expect(positions(await k.board(admin.token))).toEqual({
      'A fazer': [0, 1],
      'Em andamento': [0],
    });
  });

  it('answers 400 naming an unknown filter or a malformed one, and 404 for unknown ids', async () => {
    const unknown = await t.request('GET', '/kanban?userId=3', admin.token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Filtro desconhecido: userId');
    const malformed = await t.request('GET', '/kanban?queueIds=[1,', admin.token);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['queueIds']);
    const badTag = await t.request('GET', '/kanban?tagId=abc', admin.token);
    expect(badTag.statusCode).toBe(400);
    expect(Object.keys(badTag.json().fields)).toEqual(['tagId']);
    const noContact = await t.request('GET', '/kanban?contactId=999999', admin.token);
    expect(noContact.statusCode).toBe(404);
    expect(noContact.json().fields).toEqual({ contactId: 'não encontrado nesta empresa' });
    // the spec's client sends companyId: ignored
    expect((await t.request('GET', '/kanban?companyId=1', admin.token)).statusCode).toBe(200);
  });

  it('refuses to delete a lane that still holds cards', async () => {
    const [todo] = await k.board(admin.token);
    const res = await t.request('DELETE', `/kanban/lane/${todo!.id}`, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'ERR_KANBAN_LANE_NOT_EMPTY',
      message: 'Mova ou exclua as tarefas deste quadro antes de excluí-lo.',
    });
    expect(layout(await k.board(admin.token))['A fazer']).toEqual(['Ligar para Maria', 'Cobrança']);
  });
});
