import { PAGE_SIZE } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { insertOpenTicket } from '../ticket-notes/ticket-fixture';

interface Row {
  id: number;
  name: string;
  color: string;
  kanban: number;
  ticketsCount: number;
}

/** The Tags page's endpoints: GET /tags, GET/PUT/DELETE /tags/{id} (spec 2 §7). */
describe('tags page endpoints', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let supervisor: Session;
  let ticketIds: number[];
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const created = await t.request('POST', '/users', admin.token, {
      name: 'Supervisora',
      email: 'supervisora@demo.test',
      password: 'Super1234',
      profile: 'supervisor',
    });
    expect(created.statusCode).toBe(200);
    supervisor = await t.login('supervisora@demo.test', 'Super1234');
    const queueId = (await t.request('GET', '/queue', admin.token)).json()[0].id;
    ticketIds = [];
    for (let i = 0; i < 3; i++) {
      ticketIds.push((await insertOpenTicket(t.deps.db, admin.user.companyId, { queueId })).id);
    }
  });
  afterAll(() => t.close());

  const create = (body: object, token = admin.token) => t.request('POST', '/tags', token, body);
  const update = (id: number, body: object, token = admin.token) =>
    t.request('PUT', `/tags/${id}`, token, body);
  const list = async (query: string, token = admin.token) => {
    const res = await t.request('GET', `/tags?${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as { tags: Row[]; hasMore: boolean };
  };
  const sync = (ticketId: number, tags: { id: number }[]) =>
    t.request('POST', '/tags/sync', admin.token, { ticketId, tags });

  it('reads, updates and deletes a tag, announcing each change', async () => {
    const heard: DomainEvent[] = [];
    const off = t.deps.events.on((e) => heard.push(e));
    const tag = (await create({ name: 'Ciclo', color: '#112233', kanban: 1 })).json();
    expect(tag).toMatchObject({ name: 'Ciclo', color: '#112233', kanban: 1 });

    const read = await t.request('GET', `/tags/${tag.id}`, agent.token);
    expect(read.json()).toEqual({ ...tag, ticketsCount: 0 });

    const changed = await update(tag.id, { name: ' Ciclo Novo ', color: '#ABCDEF', kanban: 0 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: tag.id, name: 'Ciclo Novo', color: '#ABCDEF', kanban: 0 });
    // absent fields stay; a blank colour is the default one
    const colourOnly = await update(tag.id, { color: '' });
    expect(colourOnly.json()).toMatchObject({ name: 'Ciclo Novo', color: '#5C59A0', kanban: 0 });
    // renaming to another case of its own name is allowed
    expect((await update(tag.id, { name: 'CICLO NOVO' })).statusCode).toBe(200);

    await sync(ticketIds[0], [tag]);
    const removed = await t.request('DELETE', `/tags/${tag.id}`, admin.token);
    expect(removed.statusCode).toBe(200);
    expect((await t.request('GET', `/tags/${tag.id}`, admin.token)).statusCode).toBe(404);
    // the ticket lost the tag with it
    const ticket = (await sync(ticketIds[0], [])).json().ticket;
    expect(ticket.tags).toEqual([]);
    off();
    expect(heard.filter((e) => e.type.startsWith('tag.'))).toEqual([
      { type: 'tag.created', companyId: admin.user.companyId, tag },
      expect.objectContaining({
        type: 'tag.updated',
        tag: expect.objectContaining({ name: 'Ciclo Novo' }),
      }),
      expect.objectContaining({ type: 'tag.updated' }),
      expect.objectContaining({ type: 'tag.updated' }),
      { type: 'tag.deleted', companyId: admin.user.companyId, tagId: tag.id },
    ]);
  });

  it('answers the spec’s validation texts on update, and the duplicate rule', async () => {
    const a = (await create({ name: 'Primeira' })).json();
    await create({ name: 'Segunda' });
    expect((await update(a.id, { name: '  ' })).json().fields).toEqual({ name: 'Obrigatório' });
    const short = await update(a.id, { name: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ name: 'Mensagem muito curta' });
    expect((await update(a.id, { color: 'azul' })).json().fields).toEqual({
      color: 'Cor inválida',
    });
    expect((await update(a.id, { kanban: 2 })).statusCode).toBe(400);
    const dup = await update(a.id, { name: 'SEGUNDA' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields).toEqual({ name: 'Já existe uma etiqueta com este nome' });
    const missing = await update(999999, { name: 'Qualquer' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Etiqueta não encontrada');
    expect((await t.request('DELETE', '/tags/999999', admin.token)).statusCode).toBe(404);
  });

  it('counts the tickets of each tag in the list and in GET /tags/{id}', async () => {
    const busy = (await create({ name: 'Contagem Muitos' })).json();
    const idle = (await create({ name: 'Contagem Nenhum' })).json();
    await sync(ticketIds[0], [busy]);
    await sync(ticketIds[1], [busy, idle]);
    await sync(ticketIds[2], [busy]);
    await sync(ticketIds[1], [busy]);
    const { tags } = await list('searchParam=contagem');
    expect(tags.map((g) => [g.name, g.ticketsCount])).toEqual([
      ['Contagem Muitos', 3],
      ['Contagem Nenhum', 0],
    ]);
    expect((await t.request('GET', `/tags/${busy.id}`, admin.token)).json().ticketsCount).toBe(3);
  });

  it('an agent counts only the tickets they may open (spec 1 §6); an admin counts all', async () => {
    const queue = await t.request('POST', '/queue', admin.token, {
      name: 'Fila sem o agente',
      color: '#334455',
      greetingMessage: 'Bem-vindo à fila sem o agente',
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const elsewhere = await insertOpenTicket(t.deps.db, admin.user.companyId, {
      queueId: queue.json().id,
    });
    // the agent's own ticket, in that same queue: theirs to open
    const own = await insertOpenTicket(t.deps.db, admin.user.companyId, {
      queueId: queue.json().id,
      userId: agent.user.id,
    });
    const tag = (await create({ name: 'Contagem Visível' })).json();
    await sync(own.id, [tag]);
    await sync(elsewhere.id, [tag]);
    const countBy = async (token: string) => ({
      listed: (await list('searchParam=contagem%20vis', token)).tags.map((g) => g.ticketsCount),
      read: (await t.request('GET', `/tags/${tag.id}`, token)).json().ticketsCount,
    });
    expect(await countBy(admin.token)).toEqual({ listed: [2], read: 2 });
    expect(await countBy(agent.token)).toEqual({ listed: [1], read: 1 });
  });

  it('searches names ignoring case and accents, wildcards taken literally', async () => {
    await create({ name: 'Ação Promocional' });
    await create({ name: 'Acao Direta' });
    await create({ name: 'Cem%Porcento' });
    const names = async (q: string) =>
      (await list(`searchParam=${encodeURIComponent(q)}`)).tags.map((g) => g.name);
    expect(await names('AÇÃO')).toEqual(['Acao Direta', 'Ação Promocional']);
    expect(await names('promoçional')).toEqual(['Ação Promocional']);
    expect(await names('%')).toEqual(['Cem%Porcento']);
    expect(await names('nada assim')).toEqual([]);
  });

  it('pages 20 at a time by name', async () => {
    const stamp = 'Lote';
    for (let i = 0; i < PAGE_SIZE + 5; i++) {
      await create({ name: `${stamp} ${String(i).padStart(2, '0')}` });
    }
    const first = await list(`searchParam=${stamp}&pageNumber=1`, agent.token);
    expect(first.tags).toHaveLength(PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.tags[0].name).toBe('Lote 00');
    const second = await list(`searchParam=${stamp}&pageNumber=2`, agent.token);
    expect(second.tags.map((g) => g.name)).toEqual([
      'Lote 20',
      'Lote 21',
      'Lote 22',
      'Lote 23',
      'Lote 24',
    ]);
    expect(second.hasMore).toBe(false);
  });

  it('lets admins and supervisors manage tags; users only list and create', async () => {
    const tag = (await create({ name: 'Permissões' })).json();
    const byUser = await update(tag.id, { name: 'Do Usuário' }, agent.token);
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json().error).toBe('ERR_NO_PERMISSION');
    expect((await t.request('DELETE', `/tags/${tag.id}`, agent.token)).statusCode).toBe(403);
    // a user creates from the chat's editor, but never sets the kanban flag
    expect((await create({ name: 'Criada Pelo Agente' }, agent.token)).statusCode).toBe(200);
    expect((await create({ name: 'Kanban Do Agente', kanban: 1 }, agent.token)).statusCode).toBe(
      403,
    );
    expect((await list('searchParam=kanban do agente', agent.token)).tags).toEqual([]);

    const bySupervisor = await update(tag.id, { kanban: 1 }, supervisor.token);
    expect(bySupervisor.json()).toMatchObject({ kanban: 1 });
    const kanbanBySupervisor = await create(
      { name: 'Do Supervisor', kanban: true },
      supervisor.token,
    );
    expect(kanbanBySupervisor.json()).toMatchObject({ kanban: 1 });
    const del = await t.request('DELETE', `/tags/${tag.id}`, supervisor.token);
    expect(del.statusCode).toBe(200);
  });
});
