import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events';
import { startTestApp, type Session, type TestApp } from '../../../test/harness';
import { demoStaff, insertOpenTicket } from '../ticket-notes/ticket-fixture';

/** PATCH /tickets/{id}/tags: adding and removing keeps what others did meanwhile (0153). */
describe('tags: changes to one ticket', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let support: number;
  let billing: number;
  const tag: Record<string, { id: number; name: string; color: string }> = {};
  beforeAll(async () => {
    t = await startTestApp();
    const staff = await demoStaff(t);
    ({ admin, agent } = staff);
    const { queueId, companyId } = staff;
    support = (await insertOpenTicket(t.deps.db, companyId, { queueId: queueId('Atendimento') }))
      .id;
    billing = (await insertOpenTicket(t.deps.db, companyId, { queueId: queueId('Financeiro') })).id;
    for (const name of ['Alfa', 'Bravo', 'Charlie', 'Delta']) {
      tag[name] = (await t.request('POST', '/tags', admin.token, { name })).json();
    }
  });
  afterAll(() => t.close());

  const change = (ticketId: number, body: object, token = admin.token) =>
    t.request('PATCH', `/tickets/${ticketId}/tags`, token, body);
  const namesOf = (res: { json: () => { ticket: { tags: { name: string }[] } } }) =>
    res.json().ticket.tags.map((g) => g.name);

  it('two people adding and removing at the same moment both keep their change', async () => {
    await change(support, { add: [tag.Alfa.id] });
    const heard: DomainEvent[] = [];
    const off = t.deps.events.on((e) => heard.push(e));
    const results = await Promise.all([
      change(support, { add: [tag.Bravo.id] }),
      change(support, { add: [tag.Charlie.id] }, agent.token),
      change(support, { remove: [tag.Alfa.id] }),
    ]);
    off();
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const final = await t.request('GET', `/tickets/${support}`, admin.token);
    expect(final.json().tags.map((g: { name: string }) => g.name)).toEqual(['Bravo', 'Charlie']);
    const updates = heard.filter((e) => e.type === 'ticket.updated');
    expect(updates).toHaveLength(3);
    // the last broadcast holds everything, whichever request ran last
    const last = updates[2] as Extract<DomainEvent, { type: 'ticket.updated' }>;
    expect(last.ticket.tags.map((g) => g.name)).toEqual(['Bravo', 'Charlie']);
  });

  it('adding a tag it has, or removing one it lacks, changes nothing and is no error', async () => {
    const again = await change(support, { add: [tag.Bravo.id], remove: [tag.Delta.id] });
    expect(again.statusCode).toBe(200);
    expect(namesOf(again)).toEqual(['Bravo', 'Charlie']);
    expect(namesOf(await change(support, {}))).toEqual(['Bravo', 'Charlie']);
  });

  it('removing a tag deleted meanwhile is no error; adding it names the problem', async () => {
    const gone = (await t.request('POST', '/tags', admin.token, { name: 'Temporária' })).json();
    await change(support, { add: [gone.id] });
    await t.request('DELETE', `/tags/${gone.id}`, admin.token);
    const removed = await change(support, { remove: [gone.id] });
    expect(removed.statusCode).toBe(200);
    expect(namesOf(removed)).toEqual(['Bravo', 'Charlie']);
    const added = await change(support, { add: [gone.id, tag.Delta.id] });
    expect(added.statusCode).toBe(400);
    expect(added.json().fields).toEqual({ tags: 'Etiqueta não encontrada' });
    // a refused change writes nothing, not even its valid part
    const now = await t.request('GET', `/tickets/${support}`, admin.token);
    expect(now.json().tags.map((g: { name: string }) => g.name)).toEqual(['Bravo', 'Charlie']);
  });

  it('answers a malformed body or an unknown ticket with a clear error', async () => {
    const bad = await change(support, { add: ['x'], remove: 'Alfa' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'ERR_VALIDATION' });
    expect(Object.keys(bad.json().fields).sort()).toEqual(['add.0', 'remove']);
    const noTicket = await change(999999, { add: [tag.Alfa.id] });
    expect(noTicket.statusCode).toBe(404);
    expect(noTicket.json().error).toBe('ERR_NO_TICKET_FOUND');
  });

  it('an agent changes tags only on tickets of their queues', async () => {
    const other = await change(billing, { add: [tag.Alfa.id] }, agent.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'ERR_NO_PERMISSION', message: 'Acesso não permitido' });
    const byAdmin = await change(billing, { add: [tag.Alfa.id] });
    expect(namesOf(byAdmin)).toEqual(['Alfa']);
  });
});
