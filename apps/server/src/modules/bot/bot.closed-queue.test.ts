import { WEEKDAYS } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  openDemoDesk,
  startTestApp,
  testClock,
  type TestApp,
} from '../../../test/harness';
import { botTexts, buildMenu, MENU_TEXTS, phoneReceived, ticketOf } from '../../../test/bot-desk';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

// São Paulo is UTC-3; 2025-06-02 is a Monday
const MONDAY_10 = new Date('2025-06-02T10:00:00-03:00');
const MINUTE = 60_000;
const MAIN_MENU = 'Escolha um setor:\n\n[1] Atendimento\n[2] Financeiro';
const CLOSED = 'Financeiro atende aos sábados.';
const ATENDIMENTO = `Olá! Como podemos ajudar?\n\n${MENU_TEXTS.root}`;
const ALWAYS = WEEKDAYS.map((d) => ({ ...d, startTime: '00:00', endTime: '23:59' }));
const SATURDAY_ONLY = [
  { weekday: 'Sábado', weekdayEn: 'saturday', startTime: '08:00', endTime: '12:00' },
];

/**
 * Per-queue hours (scheduleType 'queue'): a customer who picked a closed queue can still go
 * back to the queue list or pick an open queue; the closed queue answers with its text.
 */
describe('the bot with a closed queue: the customer is never stuck in it', () => {
  let t: TestApp;
  let desk: Desk;
  const clock = testClock(MONDAY_10);
  const phone = (number: string) => phoneReceived(t, desk.admin, desk.connectionId, number);
  const texts = async (number: string) =>
    botTexts(t, desk.admin, (await ticketOf(t, desk.admin, number)).id);

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t);
    const put = async (url: string, body: object) => {
      const res = await t.request('PUT', url, desk.admin.token, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    await put(`/whatsapp/${desk.connectionId}`, {
      greetingMessage: 'Escolha um setor:',
      outOfHoursMessage: 'Fechados agora.',
    });
    await put('/settings/scheduleType', { value: 'queue' });
    await put(`/queue/${desk.atendimento}`, { schedules: ALWAYS });
    await put(`/queue/${desk.financeiro}`, {
      schedules: SATURDAY_ONLY,
      outOfHoursMessage: CLOSED,
    });
    await buildMenu(t, desk.admin, desk.atendimento, desk.financeiro);
  }, 120_000);
  afterAll(() => t.close());

  it("after a closed queue's text: '#' and '0' show the list, '1' the open queue", async () => {
    const number = '5511966100001';
    for (const body of ['oi', '2', '#', '2', '0', '2']) await desk.customerSays(number, body);
    // choosing the closed queue again is answered, even within the 5 minutes
    const expected = [MAIN_MENU, CLOSED, MAIN_MENU, CLOSED, MAIN_MENU, CLOSED];
    expect(await texts(number)).toEqual(expected);
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      status: 'pending',
      queueId: desk.financeiro,
      chatbot: false,
    });
    // anything else in the closed queue: its text at most once every 5 minutes, as before
    await desk.customerSays(number, 'alô?');
    expect(await texts(number)).toEqual(expected);
    clock.advance(5 * MINUTE);
    await desk.customerSays(number, 'alguém?');
    expected.push(CLOSED);
    expect(await texts(number)).toEqual(expected);
    // the open queue, straight from the closed one
    await desk.customerSays(number, '1');
    expected.push(ATENDIMENTO);
    await eventually(async () => expect(await phone(number)).toEqual(expected));
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      status: 'pending',
      queueId: desk.atendimento,
      chatbot: true,
    });
    // and its menu goes on as usual
    await desk.customerSays(number, '1');
    expect((await texts(number)).at(-1)).toBe(MENU_TEXTS.tech);
  });

  it('forwarded to a closed queue by an option: the customer goes back with 0', async () => {
    const number = '5511966100002';
    for (const body of ['oi', '1', '2', '0']) await desk.customerSays(number, body);
    await eventually(async () =>
      expect(await phone(number)).toEqual([
        MAIN_MENU,
        ATENDIMENTO,
        'Encaminhando ao Financeiro.',
        CLOSED,
        MAIN_MENU,
      ]),
    );
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      queueId: desk.financeiro,
      chatbot: true,
    });
  });
});
