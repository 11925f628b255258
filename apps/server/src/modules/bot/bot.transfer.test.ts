import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, testClock, type TestApp } from '../../../test/harness';
import { botTexts, buildMenu, MENU_TEXTS, ticketOf } from '../../../test/bot-desk';

// a Monday, 10:00 in São Paulo: inside every queue's hours
const MONDAY_10 = new Date('2025-06-02T10:00:00-03:00');
const NUMBER = '5511955507777';

/** A person transfers a conversation the bot was walking through a queue's menu. */
describe('the bot after a person transfers the ticket', () => {
  let t: TestApp;
  let desk: Awaited<ReturnType<typeof openDemoDesk>>;
  const says = (body: string) => desk.customerSays(NUMBER, body, { name: 'Rita' });

  beforeAll(async () => {
    t = await startTestApp({ clock: testClock(MONDAY_10) });
    desk = await openDemoDesk(t);
    await buildMenu(t, desk.admin, desk.atendimento, desk.financeiro);
  }, 120_000);
  afterAll(() => t.close());

  it('ends: the next message waits for the new queue’s people, without the old menu', async () => {
    await says('Oi');
    await says('1');
    const ticket = await ticketOf(t, desk.admin, NUMBER);
    expect(ticket).toMatchObject({ queueId: desk.atendimento, chatbot: true });
    expect((await botTexts(t, desk.admin, ticket.id)).at(-1)).toContain(MENU_TEXTS.root);

    const moved = await t.request('PUT', `/tickets/${ticket.id}`, desk.admin.token, {
      queueId: desk.financeiro,
    });
    expect(moved.json()).toMatchObject({ status: 'pending', queueId: desk.financeiro });
    expect(moved.json().chatbot).toBe(false);
    const before = await botTexts(t, desk.admin, ticket.id);

    await says('1');
    await says('Preciso da segunda via do boleto');
    expect(await botTexts(t, desk.admin, ticket.id)).toEqual(before);
    expect(await ticketOf(t, desk.admin, NUMBER)).toMatchObject({
      status: 'pending',
      queueId: desk.financeiro,
      chatbot: false,
    });
  });
});
