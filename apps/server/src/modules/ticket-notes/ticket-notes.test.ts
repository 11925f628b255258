import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Session, type TestApp } from '../../../test/harness';
import { demoStaff, insertOpenTicket } from './ticket-fixture';

type Ticket = { id: number; contactId: number };

describe('ticket notes', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let support: Ticket;
  let billing: Ticket;
  /** An older ticket of support's contact, on another connection. */
  let earlier: Ticket;
  beforeAll(async () => {
    t = await startTestApp();
    const staff = await demoStaff(t);
    ({ admin, agent } = staff);
    const { queueId, companyId } = staff;
    support = await insertOpenTicket(t.deps.db, companyId, { queueId: queueId('Atendimento') });
    billing = await insertOpenTicket(t.deps.db, companyId, {
      queueId: queueId('Financeiro'),
      contactId: support.contactId,
    });
    earlier = await insertOpenTicket(t.deps.db, companyId, { queueId: queueId('Atendimento') });
  });
  afterAll(() => t.close());

  const add = (ticket: Ticket, note: string, token = admin.token) =>
    t.request('POST', '/ticket-notes', token, {
      note,
      ticketId: ticket.id,
      contactId: ticket.contactId,
    });
  const list = (query: string, token = admin.token) =>
    t.request('GET', `/ticket-notes/list?${query}`, token);

  it('adds a trimmed note recording its author', async () => {
    const res = await add(support, '  Cliente pediu retorno amanhã ', agent.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      note: 'Cliente pediu retorno amanhã',
      ticketId: support.id,
      contactId: support.contactId,
      userId: agent.user.id,
      user: { id: agent.user.id, name: 'Bruno Agente' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('answers the validation messages per field', async () => {
    const empty = await t.request('POST', '/ticket-notes', admin.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      note: 'Required',
      ticketId: 'Required',
      contactId: 'Required',
    });
    expect((await add(support, '   ')).json().fields).toEqual({ note: 'Required' });
    expect((await add(support, ' a ')).json().fields).toEqual({ note: 'Too Short!' });
    const wrongContact = await add({ id: support.id, contactId: earlier.contactId }, 'Nota');
    expect(wrongContact.statusCode).toBe(400);
    expect(wrongContact.json().fields).toEqual({ contactId: 'O contato não é o do ticket' });
    const noTicket = await add({ id: 999999, contactId: support.contactId }, 'Nota');
    expect(noTicket.statusCode).toBe(404);
    expect(noTicket.json().error).toBe('ERR_NO_TICKET_FOUND');
    const noFilter = await list('');
    expect(noFilter.statusCode).toBe(400);
    expect(noFilter.json().fields).toHaveProperty('ticketId');
    expect((await list('ticketId=abc')).statusCode).toBe(400);
  });

  it('lists a ticket’s notes, or a contact’s across its tickets, newest first', async () => {
    await add(billing, 'Nota financeira');
    await add(support, 'Segunda nota');
    await add(earlier, 'Outro contato');
    const ofTicket = (await list(`ticketId=${support.id}`)).json();
    expect(ofTicket.map((n: { note: string }) => n.note)).toEqual([
      'Segunda nota',
      'Cliente pediu retorno amanhã',
    ]);
    expect(ofTicket[0].user).toEqual({ id: admin.user.id, name: 'Ana Admin' });
    const ofContact = (await list(`contactId=${support.contactId}&ticketId=`)).json();
    expect(ofContact.map((n: { note: string }) => n.note)).toEqual([
      'Segunda nota',
      'Nota financeira',
      'Cliente pediu retorno amanhã',
    ]);
    const both = (await list(`ticketId=${support.id}&contactId=${earlier.contactId}`)).json();
    expect(both).toEqual([]);
  });

  it('an agent neither adds nor reads notes of a ticket outside their queues', async () => {
    const addOther = await add(billing, 'Não deveria', agent.token);
    expect(addOther.statusCode).toBe(403);
    expect(addOther.json()).toEqual({
      error: 'ERR_NO_PERMISSION',
      message: 'Acesso não permitido',
    });
    expect((await list(`ticketId=${billing.id}`, agent.token)).statusCode).toBe(403);
    // the contact's notes hold only those of tickets the agent may see
    const ofContact = (await list(`contactId=${support.contactId}`, agent.token)).json();
    expect(ofContact.map((n: { ticketId: number }) => n.ticketId)).not.toContain(billing.id);
    expect(ofContact.length).toBeGreaterThan(0);
  });

  it('only the author or an admin deletes a note', async () => {
    const byAdmin = (await add(support, 'Nota da admin')).json();
    const byAgent = (await add(support, 'Nota do agente', agent.token)).json();
    const refused = await t.request('DELETE', `/ticket-notes/${byAdmin.id}`, agent.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('ERR_NO_PERMISSION');

    const colleague = await t.request('POST', '/users', admin.token, {
      name: 'Colega Agente',
      email: 'colega@demo.test',
      password: 'Colega123',
    });
    expect(colleague.statusCode).toBe(200);
    const other = await t.login('colega@demo.test', 'Colega123');
    expect((await t.request('DELETE', `/ticket-notes/${byAgent.id}`, other.token)).statusCode).toBe(
      403,
    );

    const own = await t.request('DELETE', `/ticket-notes/${byAgent.id}`, agent.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: 'Observação excluída com sucesso!' });
    const admins = await t.request('DELETE', `/ticket-notes/${byAdmin.id}`, admin.token);
    expect(admins.statusCode).toBe(200);
    const again = await t.request('DELETE', `/ticket-notes/${byAdmin.id}`, admin.token);
    expect(again.statusCode).toBe(404);
    const left = (await list(`ticketId=${support.id}`)).json();
    expect(left.map((n: { id: number }) => n.id)).not.toContain(byAgent.id);
    expect(left.map((n: { id: number }) => n.id)).not.toContain(byAdmin.id);

    // an admin also removes a colleague's note
    const agentNote = (await add(support, 'Mais uma do agente', agent.token)).json();
    expect(
      (await t.request('DELETE', `/ticket-notes/${agentNote.id}`, admin.token)).statusCode,
    ).toBe(200);
  });
});
