import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyChannel } from '@atende/shared';
import {
  DEMO_LOGINS,
  eventually,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { insertOpenTicket } from './ticket-fixture';

/** Company B (signed up) against company A (the demo company): no note crosses over. */
describe('ticket notes: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aTicket: { id: number; contactId: number };
  let bTicket: { id: number; contactId: number };
  let aNoteId: number;
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa B')).admin;
    const aQueue = (await t.request('GET', '/queue', a.token)).json()[0].id;
    aTicket = await insertOpenTicket(t.deps.db, a.user.companyId, { queueId: aQueue });
    bTicket = await insertOpenTicket(t.deps.db, b.user.companyId, { queueId: null });
    const note = await t.request('POST', '/ticket-notes', a.token, {
      note: 'Nota de A',
      ticketId: aTicket.id,
      contactId: aTicket.contactId,
    });
    aNoteId = note.json().id;
  });
  afterAll(() => t.close());

  it('B can neither add to, read nor delete A’s notes: 404 as if absent', async () => {
    const addToA = await t.request('POST', '/ticket-notes', b.token, {
      note: 'Intrusa',
      ticketId: aTicket.id,
      contactId: aTicket.contactId,
    });
    expect(addToA.statusCode).toBe(404);
    const readA = await t.request('GET', `/ticket-notes/list?ticketId=${aTicket.id}`, b.token);
    expect(readA.statusCode).toBe(404);
    const remove = await t.request('DELETE', `/ticket-notes/${aNoteId}`, b.token);
    expect(remove.statusCode).toBe(404);
    const still = (
      await t.request('GET', `/ticket-notes/list?ticketId=${aTicket.id}`, a.token)
    ).json();
    expect(still.map((n: { id: number }) => n.id)).toEqual([aNoteId]);
  });

  it('B’s lists never hold A’s notes, whatever ids it sends', async () => {
    const ofAContact = await t.request(
      'GET',
      `/ticket-notes/list?contactId=${aTicket.contactId}&companyId=${a.user.companyId}`,
      b.token,
    );
    expect(ofAContact.statusCode).toBe(200);
    expect(ofAContact.json()).toEqual([]);
    const own = await t.request('POST', '/ticket-notes', b.token, {
      note: 'Nota de B',
      ticketId: bTicket.id,
      contactId: bTicket.contactId,
    });
    expect(own.statusCode).toBe(200);
    const mixed = await t.request(
      'GET',
      `/ticket-notes/list?ticketId=${bTicket.id}&contactId=${aTicket.contactId}`,
      b.token,
    );
    expect(mixed.json()).toEqual([]);
    const bList = (
      await t.request('GET', `/ticket-notes/list?contactId=${bTicket.contactId}`, b.token)
    ).json();
    expect(bList.map((n: { note: string }) => n.note)).toEqual(['Nota de B']);
  });

  it('B cannot attach A’s contact to its own ticket’s note', async () => {
    const res = await t.request('POST', '/ticket-notes', b.token, {
      note: 'Contato alheio',
      ticketId: bTicket.id,
      contactId: aTicket.contactId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('contactId');
  });

  it('a note is heard live by the ticket’s company only, added and removed', async () => {
    const aSocket = await t.connectSocket(a.token);
    const bSocket = await t.connectSocket(b.token);
    const aHeard = record(aSocket, companyChannel(a.user.companyId, 'ticketNote'));
    const bHeard = [
      ...[a.user.companyId, b.user.companyId].map((id) =>
        record(bSocket, companyChannel(id, 'ticketNote')),
      ),
    ];
    const added = await t.request('POST', '/ticket-notes', a.token, {
      note: 'Cliente prefere contato à tarde',
      ticketId: aTicket.id,
      contactId: aTicket.contactId,
    });
    const id = added.json().id as number;
    expect((await t.request('DELETE', `/ticket-notes/${id}`, a.token)).statusCode).toBe(200);
    await eventually(() =>
      expect(aHeard).toEqual([
        {
          action: 'create',
          note: expect.objectContaining({ id, note: 'Cliente prefere contato à tarde' }),
        },
        { action: 'delete', noteId: id, ticketId: aTicket.id },
      ]),
    );
    await sleep(200);
    expect(bHeard.flat()).toEqual([]);
  });
});
