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
import { insertOpenTicket } from '../ticket-notes/ticket-fixture';

/** Company B (signed up) against company A (the demo company): no tag crosses over. */
describe('tags: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aTicketId: number;
  let bTicketId: number;
  let aTag: { id: number; name: string };
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa B')).admin;
    const aQueue = (await t.request('GET', '/queue', a.token)).json()[0].id;
    aTicketId = (await insertOpenTicket(t.deps.db, a.user.companyId, { queueId: aQueue })).id;
    bTicketId = (await insertOpenTicket(t.deps.db, b.user.companyId, { queueId: null })).id;
    aTag = (await t.request('POST', '/tags', a.token, { name: 'Etiqueta de A' })).json();
    await t.request('POST', '/tags/sync', a.token, { ticketId: aTicketId, tags: [aTag] });
  });
  afterAll(() => t.close());

  it('B’s list holds only B’s tags, whatever companyId it sends', async () => {
    const empty = await t.request('GET', `/tags/list?companyId=${a.user.companyId}`, b.token);
    expect(empty.json()).toEqual([]);
    // names are unique per company only
    const same = await t.request('POST', '/tags', b.token, {
      name: aTag.name,
      companyId: a.user.companyId,
    });
    expect(same.statusCode).toBe(200);
    const bList = (await t.request('GET', '/tags/list', b.token)).json();
    expect(bList).toEqual([expect.objectContaining({ name: aTag.name, id: same.json().id })]);
    const aList = (await t.request('GET', '/tags/list', a.token)).json();
    expect(aList.map((g: { id: number }) => g.id)).toEqual([aTag.id]);
  });

  it('B cannot sync A’s ticket, nor put A’s tag on its own ticket', async () => {
    const onA = await t.request('POST', '/tags/sync', b.token, { ticketId: aTicketId, tags: [] });
    expect(onA.statusCode).toBe(404);
    expect(onA.json().error).toBe('ERR_NO_TICKET_FOUND');
    const borrowed = await t.request('POST', '/tags/sync', b.token, {
      ticketId: bTicketId,
      tags: [aTag],
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().fields).toEqual({ tags: 'Etiqueta não encontrada' });
    // A's ticket kept its tag
    const again = await t.request('POST', '/tags/sync', a.token, {
      ticketId: aTicketId,
      tags: [aTag],
    });
    expect(again.json().ticket.tags.map((g: { id: number }) => g.id)).toEqual([aTag.id]);
  });

  it('B can neither add to nor remove from A’s ticket, nor add A’s tag to its own', async () => {
    const change = (ticketId: number, body: object) =>
      t.request('PATCH', `/tickets/${ticketId}/tags`, b.token, body);
    const removeOnA = await change(aTicketId, { remove: [aTag.id] });
    expect(removeOnA.statusCode).toBe(404);
    expect(removeOnA.json().error).toBe('ERR_NO_TICKET_FOUND');
    const borrowed = await change(bTicketId, { add: [aTag.id] });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().fields).toEqual({ tags: 'Etiqueta não encontrada' });
    // removing A's tag from B's own ticket touches nothing of A's
    expect((await change(bTicketId, { remove: [aTag.id] })).json().ticket.tags).toEqual([]);
    const aTicket = await t.request('GET', `/tickets/${aTicketId}`, a.token);
    expect(aTicket.json().tags.map((g: { id: number }) => g.id)).toEqual([aTag.id]);
  });

  it('B’s sockets hear none of A’s tag events, even on A’s channel name', async () => {
    const aSocket = await t.connectSocket(a.token);
    const bSocket = await t.connectSocket(b.token);
    const aHeard = record(aSocket, companyChannel(a.user.companyId, 'tag'));
    const bHeardOnA = record(bSocket, companyChannel(a.user.companyId, 'tag'));
    const bAny: string[] = [];
    bSocket.onAny((event: string) => bAny.push(event));

    await t.request('POST', '/tags', a.token, { name: 'Nova de A' });
    await sleep(150);

    expect(aHeard).toEqual([
      { action: 'create', tag: expect.objectContaining({ name: 'Nova de A' }) },
    ]);
    expect(bHeardOnA).toEqual([]);
    expect(bAny).toEqual([]);
  });

  it('B cannot read, change or delete A’s tag, and its page never shows A’s tags', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Tomada por B', kanban: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.request(method, `/tags/${aTag.id}`, b.token, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        error: 'ERR_NOT_FOUND',
        message: 'Etiqueta não encontrada',
      });
    }
    const bPage = (await t.request('GET', `/tags?companyId=${a.user.companyId}`, b.token)).json();
    expect(bPage.tags.map((g: { id: number }) => g.id)).not.toContain(aTag.id);
    const bSearch = (await t.request('GET', '/tags?searchParam=de%20a', b.token)).json();
    // B's same-named tag only, with B's count (A's ticket is tagged, B's is not)
    expect(bSearch.tags).toEqual([expect.objectContaining({ name: aTag.name, ticketsCount: 0 })]);
    expect(bSearch.tags[0].id).not.toBe(aTag.id);
    const aRead = (await t.request('GET', `/tags/${aTag.id}`, a.token)).json();
    expect(aRead).toMatchObject({ name: 'Etiqueta de A', kanban: 0, ticketsCount: 1 });
  });

  it('B’s sockets hear none of A’s tag updates and deletions', async () => {
    const aSocket = await t.connectSocket(a.token);
    const bSocket = await t.connectSocket(b.token);
    const aHeard = record(aSocket, companyChannel(a.user.companyId, 'tag'));
    const bAny: string[] = [];
    bSocket.onAny((event: string) => bAny.push(event));

    const temp = (await t.request('POST', '/tags', a.token, { name: 'Temporária de A' })).json();
    await t.request('PUT', `/tags/${temp.id}`, a.token, { color: '#00FF00' });
    await t.request('DELETE', `/tags/${temp.id}`, a.token);
    await sleep(150);

    expect(aHeard).toEqual([
      { action: 'create', tag: expect.objectContaining({ id: temp.id }) },
      { action: 'update', tag: expect.objectContaining({ id: temp.id, color: '#00FF00' }) },
      { action: 'delete', tagId: temp.id },
    ]);
    expect(bAny).toEqual([]);
  });
});
