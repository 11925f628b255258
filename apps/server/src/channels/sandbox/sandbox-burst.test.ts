import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botTexts, phoneReceived, ticketOf } from '../../../test/bot-desk';
import { eventually, openDemoDesk, sleep, startTestApp, type TestApp } from '../../../test/harness';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

const MAIN_MENU = 'Escolha um setor:\n\n[1] Atendimento\n[2] Financeiro';
const SUPPORT_GREETING = 'Olá! Como podemos ajudar?';

/**
 * A customer typing several messages in a row on the simulated phone: like a real phone, it
 * stamps each one when the customer sent it, so the bot sees a burst typed before its menu.
 */
describe('the sandbox phone: a burst of messages from a new customer', () => {
  let t: TestApp;
  let desk: Desk;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    desk = await openDemoDesk(t);
    const res = await t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, {
      greetingMessage: 'Escolha um setor:',
      maxUseBotQueues: 1,
    });
    expect(res.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  it('three messages posted at once get one greeting with the menu, and no invalid answer', async () => {
    const number = '5511944403333';
    const phone = () => phoneReceived(t, desk.admin, desk.connectionId, number);
    const sent = await Promise.all(
      ['Oi', 'Bom dia', 'Preciso de ajuda'].map((body) => desk.customerSays(number, body)),
    );
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200]);

    await eventually(async () => expect(await phone()).toEqual([MAIN_MENU]));
    // the phone's sends run in the background: nothing else arrives after the menu
    await sleep(500);
    expect(await phone()).toEqual([MAIN_MENU]);
    const ticket = await ticketOf(t, desk.admin, number);
    expect(await botTexts(t, desk.admin, ticket.id)).toEqual([MAIN_MENU]);
    expect(ticket).toMatchObject({ status: 'pending', queueId: null, chatbot: true });

    // the burst used none of the one invalid answer allowed: a wrong one repeats the list,
    // and the right one is still answered
    expect((await desk.customerSays(number, 'quero falar')).statusCode).toBe(200);
    await eventually(async () =>
      expect(await phone()).toEqual([MAIN_MENU, '[1] Atendimento\n[2] Financeiro']),
    );
    expect((await desk.customerSays(number, '1')).statusCode).toBe(200);
    await eventually(async () =>
      expect((await phone()).at(-1)).toMatch(new RegExp(`^${SUPPORT_GREETING}`)),
    );
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      queueId: desk.atendimento,
      chatbot: true,
    });
  });
});
