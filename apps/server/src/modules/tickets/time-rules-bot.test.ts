import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offsetClock, sweepCtxOf } from '../../../test/automation-kit';
import { botTexts, ticketOf } from '../../../test/bot-desk';
import { openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { transferWaitingTickets } from './time-rules';

const MAIN_MENU = 'Escolha um setor:\n\n[1] Atendimento\n[2] Financeiro';

/**
 * The automatic transfer of a customer who never chose a queue, with the bot's menu on: the
 * transfer chose for them, so the menu ends there, as after a person's transfer.
 */
describe('time rule transfer while the bot asks for a queue', () => {
  const clock = offsetClock();
  let t: TestApp;
  let desk: Awaited<ReturnType<typeof openDemoDesk>>;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t);
    const res = await t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, {
      greetingMessage: 'Escolha um setor:',
      timeToTransfer: 10,
      transferQueueId: desk.financeiro,
    });
    expect(res.statusCode, res.body).toBe(200);
  }, 120_000);
  afterAll(() => t.close());

  it("ends the menu: the customer's next '1' stays in the transfer queue, unanswered by the bot", async () => {
    const number = '5511960001001';
    await desk.customerSays(number, 'Olá');
    const ticket = await ticketOf(t, desk.admin, number);
    expect(await botTexts(t, desk.admin, ticket.id)).toEqual([MAIN_MENU]);

    await clock.ahead(11, () => transferWaitingTickets(sweepCtxOf(t)));
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      id: ticket.id,
      status: 'pending',
      queueId: desk.financeiro,
      chatbot: false,
    });

    await desk.customerSays(number, '1');
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      id: ticket.id,
      queueId: desk.financeiro,
      chatbot: false,
    });
    expect(await botTexts(t, desk.admin, ticket.id)).toEqual([MAIN_MENU]);
  });
});
