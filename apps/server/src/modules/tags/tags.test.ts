import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events';
import { startTestApp, type Session, type TestApp } from '../../../test/harness';
import { demoStaff, insertOpenTicket } from '../ticket-notes/ticket-fixture';

describe('tags', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let support: { id: number; contactId: number };
  let billing: { id: number; contactId: number };
  beforeAll(async () => {
    t = await startTestApp();
    const staff = await demoStaff(t);
    ({ admin, agent } = staff);
    const { queueId, companyId } = staff;
    support = await insertOpenTicket(t.deps.db, companyId, { queueId: queueId('Atendimento') });
    billing = await insertOpenTicket(t.deps.db, companyId, { queueId: queueId('Financeiro') });
  });
  afterAll(() => t.close());

  const create = (body: object, token = admin.token) => t.request('POST', '/tags', token, body);
  const sync = (body: object, token = admin.token) => t.request('POST', '/tags/sync', token, body);

  it('creates tags (trimmed, default colour) and lists them by name', async () => {
    const vip = await create({ name: '  VIP Cliente ' });
    expect(vip.statusCode).toBe(200);
    expect(vip.json()).toEqual({
      id: expect.any(Number),
      name: 'VIP Cliente',
      color: '#5C59A0',
      kanban: 0,
    });
    const urgent = (await create({ name: 'Urgente', color: '#FF0000' }, agent.token)).json();
    expect(urgent).toMatchObject({ name: 'Urgente', color: '#FF0000' });
    const list = (await t.request('GET', '/tags/list', agent.token)).json();
    expect(list.map((g: { name: string }) => g.name)).toEqual(['Urgente', 'VIP Cliente']);
    expect(list[0]).toEqual({ id: urgent.id, name: 'Urgente', color: '#FF0000', kanban: 0 });
  });

  it('answers the form’s validation messages per field', async () => {
    expect((await create({})).json().fields).toEqual({ name: 'Obrigatório' });
    expect((await create({ name: '   ' })).json().fields).toEqual({ name: 'Obrigatório' });
    const short = await create({ name: ' ab ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ name: 'Mensagem muito curta' });
    expect((await create({ name: 'x'.repeat(51) })).json().fields).toEqual({ name: 'Too Long!' });
    const badColor = await create({ name: 'Colorida', color: 'vermelho' });
    expect(badColor.json().fields).toEqual({ color: 'Cor inválida' });
    expect((await create({ name: 'Sem Cor', color: '' })).json().color).toBe('#5C59A0');
  });

  it('refuses a name the company already uses, ignoring case', async () => {
    await create({ name: 'Retorno' });
    const dup = await create({ name: 'retorno ' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({
      error: 'ERR_VALIDATION',
      fields: { name: 'Já existe uma etiqueta com este nome' },
    });
  });

  it('sync replaces the ticket’s tags exactly and broadcasts the updated ticket', async () => {
    const [a, b, c] = await Promise.all(
      ['Sync A', 'Sync B', 'Sync C'].map(async (name) => (await create({ name })).json()),
    );
    const heard: DomainEvent[] = [];
    const off = t.deps.events.on((e) => heard.push(e));
    const first = await sync({ ticketId: support.id, tags: [a, b] });
    expect(first.statusCode).toBe(200);
    expect(
      first
        .json()
        .ticket.tags.map((g: { id: number }) => g.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const second = await sync({ ticketId: support.id, tags: [{ id: c.id }, { id: b.id }, b] });
    const tagNames = second
      .json()
      .ticket.tags.map((g: { name: string }) => g.name)
      .sort();
    expect(tagNames).toEqual(['Sync B', 'Sync C']);
    const cleared = await sync({ ticketId: support.id, tags: [] });
    expect(cleared.json().ticket).toMatchObject({ id: support.id, tags: [] });
    off();
    const updates = heard.filter((e) => e.type === 'ticket.updated');
    expect(updates).toHaveLength(3);
    expect(updates[1]).toMatchObject({
      companyId: admin.user.companyId,
      ticket: {
        id: support.id,
        tags: expect.arrayContaining([{ id: b.id, name: 'Sync B', color: b.color }]),
      },
    });
  });

  it('sync validates the body, the tags and the ticket', async () => {
    const tag = (await create({ name: 'Validada' })).json();
    const missing = await sync({});
    expect(missing.json().fields).toMatchObject({ ticketId: 'Required', tags: 'Required' });
    const unknownTag = await sync({ ticketId: support.id, tags: [tag, { id: 999999 }] });
    expect(unknownTag.statusCode).toBe(400);
    expect(unknownTag.json().fields).toEqual({ tags: 'Etiqueta não encontrada' });
    const noTicket = await sync({ ticketId: 999999, tags: [tag] });
    expect(noTicket.statusCode).toBe(404);
    expect(noTicket.json().error).toBe('ERR_NO_TICKET_FOUND');
    // a refused sync leaves the tags as they were
    await sync({ ticketId: support.id, tags: [tag] });
    await sync({ ticketId: support.id, tags: [{ id: 999999 }] });
    const after = (await sync({ ticketId: support.id, tags: [tag] })).json();
    expect(after.ticket.tags).toEqual([{ id: tag.id, name: 'Validada', color: '#5C59A0' }]);
  });

  it('concurrent syncs of one ticket leave exactly one of the requested sets', async () => {
    const [x, y, z] = await Promise.all(
      ['Corrida X', 'Corrida Y', 'Corrida Z'].map(async (name) => (await create({ name })).json()),
    );
    const results = await Promise.all([
      sync({ ticketId: support.id, tags: [x, y] }),
      sync({ ticketId: support.id, tags: [y, z] }),
      sync({ ticketId: support.id, tags: [z] }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const final = (await sync({ ticketId: support.id, tags: [] })).json();
    expect(final.ticket.tags).toEqual([]);
    const sets = results.map((r) =>
      r
        .json()
        .ticket.tags.map((g: { id: number }) => g.id)
        .sort(),
    );
    expect(sets).toEqual(
      expect.arrayContaining([[x.id, y.id].sort(), [y.id, z.id].sort(), [z.id]]),
    );
  });

  it('an agent syncs tags only on tickets of their queues', async () => {
    const tag = (await create({ name: 'Do Agente' }, agent.token)).json();
    const own = await sync({ ticketId: support.id, tags: [tag] }, agent.token);
    expect(own.statusCode).toBe(200);
    const heard: DomainEvent[] = [];
    const off = t.deps.events.on((e) => heard.push(e));
    const other = await sync({ ticketId: billing.id, tags: [tag] }, agent.token);
    off();
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'ERR_NO_PERMISSION', message: 'Acesso não permitido' });
    expect(heard).toEqual([]);
    const byAdmin = await sync({ ticketId: billing.id, tags: [tag] });
    expect(byAdmin.json().ticket.tags).toHaveLength(1);
  });
});
