import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetClock, phoneInbox, sweepCtxOf } from '../../../test/automation-kit';
import { eventually, openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { dispatchSchedules } from '../schedules/schedule-dispatch';
import { inMinutes, scheduleFor } from '../schedules/schedules.testkit';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/** {{protocol}}: the ticket's opening day in São Paulo, then its id. */
const protocolOf = (ticket: { id: number; createdAt: string }) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date(ticket.createdAt))
    .replaceAll('-', '') + String(ticket.id);

describe('message variables in what agents, the API and schedules send (spec 1 §9)', () => {
  const clock = offsetClock();
  let t: TestApp;
  let desk: Desk;
  const inbox = (number: string) => phoneInbox(t, desk.admin.token, desk.connectionId, number);

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t, { bot: false });
  }, 120_000);
  afterAll(() => t.close());

  /** Maria Clara writes; the admin accepts her ticket. */
  async function openTicketOf(number: string) {
    const said = await desk.customerSays(number, 'Oi', { name: 'Maria Clara Souza' });
    expect(said.statusCode).toBe(200);
    const [ticket] = (
      await t.request('GET', `/tickets?searchParam=${number}`, desk.admin.token)
    ).json().tickets;
    const accepted = await t.request('PUT', `/tickets/${ticket.id}`, desk.admin.token, {
      status: 'open',
    });
    expect(accepted.statusCode).toBe(200);
    return accepted.json() as { id: number; createdAt: string };
  }

  it('an agent’s text: the contact’s names and the protocol filled, an unknown one kept', async () => {
    const ticket = await openTicketOf('5511955550001');
    const res = await t.request('POST', `/messages/${ticket.id}`, desk.admin.token, {
      body: 'Olá {{firstName}}! Cadastro: {{ name }}. Protocolo {{protocol}}. {{desconhecida}}',
    });
    expect(res.statusCode, res.body).toBe(200);
    const sent = `Olá Maria! Cadastro: Maria Clara Souza. Protocolo ${protocolOf(ticket)}. {{desconhecida}}`;
    // the chat shows what the customer received
    expect(res.json().messages[0].body).toBe(sent);
    await eventually(async () => expect(await inbox('5511955550001')).toEqual([sent]));
  });

  it('the external API and a schedule fill them too', async () => {
    const ticket = await openTicketOf('5511955550002');
    const connection = (
      await t.request('GET', `/whatsapp/${desk.connectionId}`, desk.admin.token)
    ).json();
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: { authorization: `Bearer ${connection.token}` },
      payload: { number: '5511955550002', body: 'Seu pedido, {{firstName}}, saiu.' },
    });
    expect(api.statusCode, api.body).toBe(200);

    const schedule = await scheduleFor(t, desk.admin.token, {
      contactId: (await t.request('GET', `/tickets/${ticket.id}`, desk.admin.token)).json()
        .contactId,
      body: 'Lembrete para {{name}}',
      sendAt: inMinutes(t, 5),
    });
    await clock.ahead(6, () => dispatchSchedules(sweepCtxOf(t)));
    const settled = (await t.request('GET', `/schedules/${schedule.id}`, desk.admin.token)).json();
    expect(settled.status).toBe('ENVIADA');
    // the schedule keeps what was written, the message what was sent
    expect(settled.body).toBe('Lembrete para {{name}}');
    await eventually(async () =>
      expect(await inbox('5511955550002')).toEqual([
        'Seu pedido, Maria, saiu.',
        'Lembrete para Maria Clara Souza',
      ]),
    );
  });
});
