import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { buildMenu, chatOf, ticketOf, type ChatMessage } from '../../../test/bot-desk';
import pino from 'pino';
import type { SystemCtx } from '../../context';
import { storeInboundMessage } from '../ingest/ingest.repo';
import { botTicket, saveBotStateIfUnchanged } from './bot.repo';
import { ingest } from '../ingest/ingest.service';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

const MAIN_MENU = 'Escolha um setor:\n\n[1] Atendimento\n[2] Financeiro';
const SUPPORT_GREETING = 'Olá! Como podemos ajudar?';
const BILLING_GREETING = 'Financeiro: em que podemos ajudar?';

/**
 * Repeated and simultaneous deliveries while the bot talks (PGlite by default, PostgreSQL with
 * TEST_DATABASE_URL): each turn is answered once, after the messages it answers.
 */
describe('the bot under repeated and concurrent inbound events', () => {
  let t: TestApp;
  let desk: Desk;
  let n = 0;
  const newNumber = () => `55119770${String(++n).padStart(5, '0')}`;

  beforeAll(async () => {
    t = await startTestApp();
    desk = await openDemoDesk(t);
    await t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, {
      greetingMessage: 'Escolha um setor:',
    });
    await buildMenu(t, desk.admin, desk.atendimento, desk.financeiro);
  }, 120_000);
  afterAll(() => t.close());

  /** Messages the customer sent at the same moment, delivered by the channel all at once. */
  const atOnce = async (number: string, bodies: string[]) => {
    const ctx: SystemCtx = {
      ...t.deps,
      companyId: desk.admin.user.companyId,
      log: pino({ level: 'silent' }),
    };
    const sentAt = new Date();
    await Promise.all(
      bodies.map((body) =>
        ingest(ctx, {
          kind: 'message',
          companyId: ctx.companyId,
          connectionId: desk.connectionId,
          externalId: `AT-ONCE-${number}-${body}`,
          from: { number, name: 'Cliente Teste', isGroup: false },
          fromMe: false,
          body,
          mediaType: 'chat',
          timestamp: sentAt,
        }),
      ),
    );
  };
  const chat = async (number: string) => {
    const ticket = await ticketOf(t, desk.admin, number);
    return { ticket, messages: await chatOf(t, desk.admin, ticket.id) };
  };
  const customer = (messages: ChatMessage[]) => messages.filter((m) => !m.fromMe);
  const automatic = (messages: ChatMessage[]) => messages.filter((m) => m.automatic);

  it('a new number’s first messages at once: one greeting, after all of them', async () => {
    const number = newNumber();
    await atOnce(number, ['Oi', 'Bom dia', 'Tudo bem?']);
    const { messages } = await chat(number);
    expect(customer(messages)).toHaveLength(3);
    expect(automatic(messages).map((m) => m.body)).toEqual([MAIN_MENU]);
    // the chat, in time order, shows it after the three
    expect(messages.at(-1)!.body).toBe(MAIN_MENU);
  });

  it('two answers at once during the menu: one answer, after both, to one of them', async () => {
    const number = newNumber();
    await desk.customerSays(number, 'Oi');
    await atOnce(number, ['1', '2']);
    const { ticket, messages } = await chat(number);
    expect(
      customer(messages)
        .map((m) => m.body)
        .sort(),
    ).toEqual(['1', '2', 'Oi']);
    const answers = automatic(messages).slice(1);
    expect(answers).toHaveLength(1);
    const answer = answers[0]!;
    expect(messages.at(-1)).toEqual(answer);
    // whichever the bot took, the ticket is where its answer says
    if (answer.body.startsWith(SUPPORT_GREETING)) {
      expect(ticket).toMatchObject({ queueId: desk.atendimento, chatbot: true });
    } else {
      expect(answer.body).toBe(BILLING_GREETING);
      expect(ticket).toMatchObject({ queueId: desk.financeiro, chatbot: false });
    }
  });

  it('the same answer delivered five times at once: stored once, answered once', async () => {
    const number = newNumber();
    await desk.customerSays(number, 'Oi');
    const sent = await Promise.all(
      Array.from({ length: 5 }, () =>
        desk.customerSays(number, '1', { externalId: `DUP-${number}` }),
      ),
    );
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const { ticket, messages } = await chat(number);
    expect(customer(messages).map((m) => m.body)).toEqual(['Oi', '1']);
    expect(automatic(messages).map((m) => m.body)).toEqual([
      MAIN_MENU,
      expect.stringMatching(new RegExp(`^${SUPPORT_GREETING}`)),
    ]);
    expect(ticket.queueId).toBe(desk.atendimento);
  });

  it('a message stored by a delivery that stopped before the bot’s turn is answered by the repeat, once', async () => {
    const number = newNumber();
    await desk.customerSays(number, 'Oi');
    // the first delivery stored it and stopped (a process killed in between)
    const stored = await storeInboundMessage(t.deps.db, {
      companyId: desk.admin.user.companyId,
      whatsappId: desk.connectionId,
      number,
      name: 'Cliente Teste',
      isGroup: false,
      externalId: `CUT-${number}`,
      body: '2',
      fromMe: false,
      mediaType: 'chat',
      createdAt: new Date(),
      preview: '2',
      cycleAt: new Date(),
    });
    expect(stored?.body).toBe('2');
    expect(automatic((await chat(number)).messages)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      await desk.customerSays(number, '2', { externalId: `CUT-${number}` });
    }
    const { ticket, messages } = await chat(number);
    expect(automatic(messages).map((m) => m.body)).toEqual([MAIN_MENU, BILLING_GREETING]);
    expect(ticket).toMatchObject({ queueId: desk.financeiro, chatbot: false });
  });

  it('a state decided on a ticket that changed since it was read is not written', async () => {
    const number = newNumber();
    await desk.customerSays(number, 'Oi');
    const companyId = desk.admin.user.companyId;
    const { ticket } = await chat(number);
    const seen = (await botTicket(t.deps.db, companyId, ticket.id))!;
    expect(seen.botState).toMatchObject({ stage: 'queues' });
    // the customer answers the menu meanwhile: the ticket moves to Atendimento
    await desk.customerSays(number, '1');
    const ended = { chatbot: false, botState: { stage: 'human' } };
    expect(
      await saveBotStateIfUnchanged(t.deps.db, companyId, ticket.id, seen.version, ended),
    ).toBe(false);
    const now = (await botTicket(t.deps.db, companyId, ticket.id))!;
    expect(now).toMatchObject({ queueId: desk.atendimento, chatbot: true });
    expect(now.botState).toMatchObject({ stage: 'options', queueId: desk.atendimento });
    // read again, it is written
    expect(await saveBotStateIfUnchanged(t.deps.db, companyId, ticket.id, now.version, ended)).toBe(
      true,
    );
    expect(await botTicket(t.deps.db, companyId, ticket.id)).toMatchObject(ended);
  });

  // last: it quiets the connection for good
  it('a connection with nothing to say: messages at once get no text, and the bot ends', async () => {
    await t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, {
      greetingMessage: '',
      queueIds: [],
    });
    const number = newNumber();
    await atOnce(number, ['Oi', 'Bom dia', 'Tudo bem?']);
    const { ticket, messages } = await chat(number);
    expect(customer(messages)).toHaveLength(3);
    expect(automatic(messages)).toEqual([]);
    expect(ticket).toMatchObject({ status: 'pending', queueId: null, chatbot: false });
    const read = await botTicket(t.deps.db, desk.admin.user.companyId, ticket.id);
    expect(read?.botState).toMatchObject({ stage: 'human' });
  });
});
