import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemCtx } from '../../context';
import {
  eventually,
  openDemoDesk,
  startTestApp,
  testClock,
  type TestApp,
} from '../../../test/harness';
import { chatOf, phoneReceived, ticketOf } from '../../../test/bot-desk';
import { ingest } from '../ingest/ingest.service';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

// Monday 21:06 in São Paulo (closed there) is Tuesday 09:06 in Tokyo (open: Mon-Fri 08-18)
const MONDAY_2106_SP = new Date('2025-06-02T21:06:00-03:00');
const LIST = '[1] Atendimento\n[2] Financeiro';

/**
 * The company's timezone setting drives what the customer reads: the office hours (company
 * and queue), {{hora}}, {{ms}} and {{protocol}} in the bot's, the agents' and the automatic
 * texts, and the time of a missed call.
 */
describe('the bot and the automatic texts on the company’s clock', () => {
  let t: TestApp;
  let desk: Desk;
  const clock = testClock(MONDAY_2106_SP);
  let n = 0;
  const newNumber = () => `55119661${String(++n).padStart(5, '0')}`;
  const phone = (number: string) => phoneReceived(t, desk.admin, desk.connectionId, number);
  const says = (number: string, body: string) =>
    desk.customerSays(number, body, { name: 'Maria Clara' });
  const put = async (url: string, body: object) => {
    const res = await t.request('PUT', url, desk.admin.token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  /** Moves the clock; the desk signs in again, as its access token has lapsed. */
  const advanceTo = async (at: Date) => {
    clock.advance(at.getTime() - clock.now().getTime());
    desk = await openDemoDesk(t);
  };

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t);
    await put(`/whatsapp/${desk.connectionId}`, {
      greetingMessage: '{{ms}}, {{firstName}}! São {{hora}}. Escolha um setor:',
      outOfHoursMessage: 'Estamos fora do horário ({{hora}}).',
      complationMessage: 'Até logo! Protocolo {{protocol}}.',
    });
    // the demo company's week: Mon-Fri 08-18, Sat 08-12
    await put('/settings/scheduleType', { value: 'company' });
  }, 120_000);
  afterAll(() => t.close());

  it('company hours: closed on São Paulo’s clock by default, open on Tokyo’s once set', async () => {
    const before = newNumber();
    await says(before, 'oi');
    await eventually(async () =>
      expect(await phone(before)).toEqual(['Estamos fora do horário (21:06).']),
    );

    await put('/settings/timezone', { value: 'Asia/Tokyo' });
    const after = newNumber();
    await says(after, 'oi');
    await eventually(async () =>
      expect(await phone(after)).toEqual([
        `Bom dia, Maria! São 09:06. Escolha um setor:\n\n${LIST}`,
      ]),
    );
  });

  it('queue hours: the chosen queue is open on Tokyo’s clock', async () => {
    await put('/settings/scheduleType', { value: 'queue' });
    const number = newNumber();
    await says(number, 'oi');
    await says(number, '2');
    await eventually(async () =>
      expect(await phone(number)).toEqual([
        `Bom dia, Maria! São 09:06. Escolha um setor:\n\n${LIST}`,
        'Financeiro: em que podemos ajudar?',
      ]),
    );
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({ queueId: desk.financeiro });
    await put('/settings/scheduleType', { value: 'company' });
  });

  it('an agent’s {{ms}} and {{hora}}, and the completion’s protocol, on Tokyo’s clock', async () => {
    const number = newNumber();
    await says(number, 'oi');
    const ticket = await ticketOf(t, desk.admin, number);
    await put(`/tickets/${ticket.id}`, { status: 'open' });
    const sent = await t.request('POST', `/messages/${ticket.id}`, desk.admin.token, {
      body: '{{ms}}, {{firstName}}! Aqui são {{hora}}.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await put(`/tickets/${ticket.id}`, { status: 'closed' });
    // the row's opening time is the database's own clock: its day in Tokyo (the unit test
    // has one where the days differ)
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' })
      .format(new Date(ticket.createdAt))
      .replaceAll('-', '');
    await eventually(async () =>
      expect(await phone(number)).toEqual([
        `Bom dia, Maria! São 09:06. Escolha um setor:\n\n${LIST}`,
        'Bom dia, Maria! Aqui são 09:06.',
        `Até logo! Protocolo ${day}${ticket.id}.`,
      ]),
    );
  });

  it('a missed call shows its time on the company’s clock', async () => {
    const companyId = desk.admin.user.companyId;
    const number = newNumber();
    const ctx: SystemCtx = { ...t.deps, companyId, log: pino({ level: 'silent' }) };
    await ingest(ctx, {
      kind: 'call',
      companyId,
      connectionId: desk.connectionId,
      externalId: `CALL-${number}`,
      from: { number, name: 'Rita', isGroup: false },
      timestamp: MONDAY_2106_SP,
    });
    const ticket = await ticketOf(t, desk.admin, number);
    expect((await chatOf(t, desk.admin, ticket.id))[0]).toMatchObject({
      mediaType: 'call_log',
      body: 'Chamada de voz/vídeo perdida às 09:06',
    });
  });

  it('Rio Branco (UTC-5): {{hora}} and {{ms}} on its clock, and its hours', async () => {
    await put('/settings/timezone', { value: 'America/Rio_Branco' });
    // Tuesday 12:30 in São Paulo is 10:30 in Rio Branco
    await advanceTo(new Date('2025-06-03T12:30:00-03:00'));
    const open = newNumber();
    await says(open, 'oi');
    // Wednesday 08:30 in São Paulo is 06:30 in Rio Branco: closed
    await advanceTo(new Date('2025-06-04T08:30:00-03:00'));
    const early = newNumber();
    await says(early, 'oi');
    await eventually(async () => {
      expect(await phone(open)).toEqual([
        `Bom dia, Maria! São 10:30. Escolha um setor:\n\n${LIST}`,
      ]);
      expect(await phone(early)).toEqual(['Estamos fora do horário (06:30).']);
    });
  });
});
