import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemCtx } from '../../context';
import { companies } from '../../db/schema';
import { openDemoDesk, startTestApp, testClock, type TestApp } from '../../../test/harness';
import { botTexts, buildMenu, MENU_TEXTS, ticketOf } from '../../../test/bot-desk';
import { ingest } from '../ingest/ingest.service';
import { GIVING_UP } from './bot-menus';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

// São Paulo is UTC-3; 2025-06-02 is a Monday
const MONDAY_10 = new Date('2025-06-02T10:00:00-03:00');
const MINUTE = 60_000;
const MAIN_MENU = 'Escolha um setor:\n\n[1] Atendimento\n[2] Financeiro';
const QUEUE_LIST = '[1] Atendimento\n[2] Financeiro';
const SATURDAY_ONLY = [
  { weekday: 'Sábado', weekdayEn: 'saturday', startTime: '08:00', endTime: '12:00' },
];

/** The bot's rules through the server, with the settings and connection fields that drive them. */
describe('the bot’s rules, as settings and connections configure them', () => {
  let t: TestApp;
  let desk: Desk;
  let clock: ReturnType<typeof testClock>;
  let n = 0;
  const newNumber = () => `55119660${String(++n).padStart(5, '0')}`;
  const texts = async (number: string) =>
    botTexts(t, desk.admin, (await ticketOf(t, desk.admin, number)).id);
  const setting = (key: string, value: string) =>
    t.request('PUT', `/settings/${key}`, desk.admin.token, { value });
  const connection = (change: object) =>
    t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, change);
  /** Moves the clock forward; the desk signs in again, as a day-old access token has lapsed. */
  const advanceTo = async (at: Date) => {
    clock.advance(at.getTime() - clock.now().getTime());
    desk = await openDemoDesk(t);
  };
  const system = (companyId: number): SystemCtx => ({
    ...t.deps,
    companyId,
    log: pino({ level: 'silent' }),
  });

  beforeAll(async () => {
    clock = testClock(MONDAY_10);
    t = await startTestApp({ clock });
    desk = await openDemoDesk(t);
    await connection({
      greetingMessage: 'Escolha um setor:',
      outOfHoursMessage: 'Fechados agora, {{firstName}}. Voltamos às 08:00.',
    });
    await buildMenu(t, desk.admin, desk.atendimento, desk.financeiro);
  }, 120_000);
  afterAll(() => t.close());

  const groupSays = (group: string, body: string) =>
    ingest(system(desk.admin.user.companyId), {
      kind: 'message',
      companyId: desk.admin.user.companyId,
      connectionId: desk.connectionId,
      externalId: `G-${group}-${body}`,
      from: { number: `${group}@g.us`, name: `Grupo ${group}`, isGroup: true },
      fromMe: false,
      body,
      participant: '5511933332222',
      mediaType: 'chat',
      timestamp: new Date(),
    });

  /** A group ignored leaves no ticket behind (and so no bot text). */
  const ticketsOf = async (group: string) =>
    (await t.request('GET', `/tickets?searchParam=${group}&showAll=true`, desk.admin.token)).json()
      .tickets;

  it('groups: ignored while CheckMsgIsGroup is enabled, answered once it is disabled', async () => {
    await groupSays('120363001', 'oi grupo');
    expect(await ticketsOf('120363001')).toEqual([]);
    expect((await setting('CheckMsgIsGroup', 'disabled')).statusCode).toBe(200);
    await groupSays('120363002', 'oi grupo');
    expect(await texts('120363002')).toEqual([MAIN_MENU]);
    await setting('CheckMsgIsGroup', 'enabled');
  });

  it('one queue: placed there at once, its greeting only with sendGreetingMessageOneQueues', async () => {
    await connection({ queueIds: [desk.atendimento] });
    const first = newNumber();
    await desk.customerSays(first, 'Oi');
    expect(await ticketOf(t, desk.admin, first)).toMatchObject({ queueId: desk.atendimento });
    const root = '[1] Suporte técnico\n[2] Cobrança';
    expect(await texts(first)).toEqual([`Olá! Como podemos ajudar?\n\n${root}`]);

    await setting('sendGreetingMessageOneQueues', 'disabled');
    const second = newNumber();
    await desk.customerSays(second, 'Oi');
    expect(await texts(second)).toEqual([root]);
    await setting('sendGreetingMessageOneQueues', 'enabled');
    await connection({ queueIds: [desk.atendimento, desk.financeiro] });
  });

  it('maxUseBotQueues: the list again that many times, then the bot stops for good', async () => {
    await connection({ maxUseBotQueues: 1 });
    const number = newNumber();
    for (const body of ['Oi', 'quero um boleto', 'alô?', 'alguém?', '1']) {
      await desk.customerSays(number, body);
    }
    // told once that a person takes over; then silent, whatever comes
    expect(await texts(number)).toEqual([MAIN_MENU, QUEUE_LIST, GIVING_UP]);
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      status: 'pending',
      queueId: null,
      chatbot: false,
    });
    await connection({ maxUseBotQueues: 3 });
  });

  it('timeUseBotQueues: silent for that many minutes after its last text', async () => {
    await connection({ timeUseBotQueues: 10 });
    const number = newNumber();
    await desk.customerSays(number, 'Oi');
    clock.advance(9 * MINUTE);
    await desk.customerSays(number, 'e aí?');
    expect(await texts(number)).toEqual([MAIN_MENU]);
    clock.advance(1 * MINUTE);
    await desk.customerSays(number, 'e aí?');
    expect(await texts(number)).toEqual([MAIN_MENU, QUEUE_LIST]);
    await connection({ timeUseBotQueues: 0 });
  });

  it('queue hours: a closed queue takes the ticket and answers with its out-of-hours message', async () => {
    await setting('scheduleType', 'queue');
    const changed = await t.request('PUT', `/queue/${desk.financeiro}`, desk.admin.token, {
      schedules: SATURDAY_ONLY,
      outOfHoursMessage: 'Financeiro atende aos sábados.',
    });
    expect(changed.statusCode).toBe(200);
    const number = newNumber();
    await desk.customerSays(number, 'Oi');
    await desk.customerSays(number, '2');
    expect(await texts(number)).toEqual([MAIN_MENU, 'Financeiro atende aos sábados.']);
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      status: 'pending',
      queueId: desk.financeiro,
      chatbot: false,
    });
    // Atendimento keeps the default week: open on a Monday morning
    const other = newNumber();
    await desk.customerSays(other, 'Oi');
    await desk.customerSays(other, '1');
    expect((await texts(other)).at(-1)).toBe(`Olá! Como podemos ajudar?\n\n${MENU_TEXTS.root}`);
  });

  it('company hours: once per few minutes while closed, the menu once open again', async () => {
    await setting('scheduleType', 'company');
    // from Monday 10:xx to Sunday 10:00, closed all day
    await advanceTo(new Date('2025-06-08T10:00:00-03:00'));
    const number = newNumber();
    const closed = 'Fechados agora, Cliente. Voltamos às 08:00.';
    await desk.customerSays(number, 'Oi');
    expect(await texts(number)).toEqual([closed]);
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      status: 'pending',
      queueId: null,
      chatbot: false,
    });
    clock.advance(4 * MINUTE);
    await desk.customerSays(number, 'Alô?');
    expect(await texts(number)).toEqual([closed]);
    clock.advance(1 * MINUTE);
    await desk.customerSays(number, 'Alguém?');
    expect(await texts(number)).toEqual([closed, closed]);
    // Monday 08:00: open
    await advanceTo(new Date('2025-06-09T08:00:00-03:00'));
    await desk.customerSays(number, 'Bom dia');
    expect(await texts(number)).toEqual([closed, closed, MAIN_MENU]);
    await setting('scheduleType', 'disabled');
  });

  it('tenancy: another company’s settings, hours and queues never drive this bot', async () => {
    const b = await t.signupCompany('Bot Outra');
    const bId = b.admin.user.companyId;
    const bQueue = (
      await t.request('POST', '/queue', b.admin.token, {
        name: 'Suporte B',
        color: '#111111',
        greetingMessage: 'Olá de B',
        schedules: SATURDAY_ONLY,
      })
    ).json() as { id: number };
    const created = await t.request('POST', '/whatsapp', b.admin.token, {
      name: 'Telefone B',
      provider: 'sandbox',
      greetingMessage: 'Empresa B: escolha',
      outOfHoursMessage: 'B está fechada.',
      queueIds: [bQueue.id],
    });
    expect(created.statusCode).toBe(200);
    // B: company hours, closed on Mondays
    await t.request('PUT', '/settings/scheduleType', b.admin.token, { value: 'company' });
    await t.request('PUT', '/settings/CheckMsgIsGroup', b.admin.token, { value: 'disabled' });
    await t.deps.db
      .update(companies)
      .set({ schedules: SATURDAY_ONLY })
      .where(eq(companies.id, bId));

    // the same person writes to both companies
    const number = newNumber();
    await desk.customerSays(number, 'Oi');
    expect(await texts(number)).toEqual([MAIN_MENU]);
    await ingest(system(bId), {
      kind: 'message',
      companyId: bId,
      connectionId: created.json().id,
      externalId: `B-${number}`,
      from: { number, name: 'Cliente Teste', isGroup: false },
      fromMe: false,
      body: 'Oi',
      mediaType: 'chat',
      timestamp: new Date(),
    });
    const bTicket = (
      await t.request('GET', `/tickets?searchParam=${number}&showAll=true`, b.admin.token)
    ).json().tickets[0];
    expect(await botTexts(t, b.admin, bTicket.id)).toEqual(['B está fechada.']);
    // A's groups are still ignored, though B answers groups
    await groupSays('120363003', 'oi');
    expect(await ticketsOf('120363003')).toEqual([]);
    // and A's customer keeps walking A's menu
    await desk.customerSays(number, '1');
    expect((await texts(number)).at(-1)).toBe(`Olá! Como podemos ajudar?\n\n${MENU_TEXTS.root}`);
  });
});
