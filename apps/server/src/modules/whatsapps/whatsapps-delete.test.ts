import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';
import { contactOf, inMinutes, scheduleFor } from '../schedules/schedules.testkit';

/** DELETE /whatsapp/{id} of a connection that holds tickets (docs/decisions/0135). */
describe('deleting a connection with tickets', () => {
  let t: TestApp;
  let admin: Session;
  let demoId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const list: { id: number; name: string }[] = (
      await t.request('GET', '/whatsapp', admin.token)
    ).json();
    demoId = list.find((c) => c.name === 'Telefone simulado')!.id;
  });
  afterAll(() => t.close());

  const list = async (): Promise<{ id: number }[]> =>
    (await t.request('GET', '/whatsapp', admin.token)).json();
  const create = (body: Record<string, unknown>) =>
    t.request('POST', '/whatsapp', admin.token, body);
  /** POST /tickets: an open ticket of the admin with the contact on the connection. */
  const openTicket = (contactId: number, whatsappId: number) =>
    t.request('POST', '/tickets', admin.token, {
      contactId,
      whatsappId,
      status: 'open',
      userId: admin.user.id,
    });

  it('a connection with tickets is deleted only when told to erase them too', async () => {
    const retired = (await create({ name: 'Número antigo', provider: 'sandbox' })).json();
    const contact = await contactOf(t, admin.token, 'Cliente Antigo', '5511955550101');
    const ticket = await openTicket(contact.id, retired.id);
    expect(ticket.statusCode, ticket.body).toBe(200);

    const refused = await t.request('DELETE', `/whatsapp/${retired.id}`, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'ERR_WAPP_HAS_TICKETS',
      message:
        'Esta conexão tem 1 atendimento(s): excluí-la apaga também as conversas, as mensagens e os agendamentos. Para excluir mesmo assim, envie deleteTickets=true.',
    });
    expect((await list()).some((c) => c.id === retired.id)).toBe(true);
    const kept = await t.request('GET', `/tickets/${ticket.json().id}`, admin.token);
    expect(kept.statusCode).toBe(200);

    const res = await t.request(
      'DELETE',
      `/whatsapp/${retired.id}?deleteTickets=true`,
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await list()).some((c) => c.id === retired.id)).toBe(false);
    expect((await t.request('GET', `/tickets/${ticket.json().id}`, admin.token)).statusCode).toBe(
      404,
    );
    const bad = await t.request('DELETE', `/whatsapp/${demoId}?deleteTickets=sim`, admin.token);
    expect(bad.statusCode).toBe(400);
    // a new-ticket dialog opened before the delete names a connection that is gone
    const late = await openTicket(contact.id, retired.id);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      error: 'ERR_NO_WAPP_FOUND',
      fields: { whatsappId: 'Conexão não encontrada' },
    });
  });

  it('a connection with schedules not sent yet is deleted only when told, and names them', async () => {
    const planned = (await create({ name: 'Número dos agendamentos', provider: 'sandbox' })).json();
    const contact = await contactOf(t, admin.token, 'Cliente Agendado', '5511955550202');
    const schedule = await scheduleFor(t, admin.token, {
      contactId: contact.id,
      body: 'Lembrete da consulta',
      sendAt: inMinutes(t, 60),
      whatsappId: planned.id,
    });

    const refused = await t.request('DELETE', `/whatsapp/${planned.id}`, admin.token);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      {
        error: 'ERR_WAPP_HAS_SCHEDULES',
        message:
          'Esta conexão tem 1 agendamento(s) por enviar: excluí-la os apaga, e as mensagens não serão enviadas. Para excluir mesmo assim, envie deleteTickets=true.',
      },
    ]);
    expect((await t.request('GET', `/schedules/${schedule.id}`, admin.token)).statusCode).toBe(200);

    // with a ticket as well, the ticket's question names both
    const ticket = await openTicket(contact.id, planned.id);
    expect(ticket.statusCode, ticket.body).toBe(200);
    const both = await t.request('DELETE', `/whatsapp/${planned.id}`, admin.token);
    expect([both.statusCode, both.json().error, both.json().message]).toEqual([
      409,
      'ERR_WAPP_HAS_TICKETS',
      'Esta conexão tem 1 atendimento(s) e 1 agendamento(s) por enviar: excluí-la apaga também as conversas, as mensagens e os agendamentos. Para excluir mesmo assim, envie deleteTickets=true.',
    ]);

    const res = await t.request(
      'DELETE',
      `/whatsapp/${planned.id}?deleteTickets=true`,
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await t.request('GET', `/schedules/${schedule.id}`, admin.token)).statusCode).toBe(404);
  });
});
