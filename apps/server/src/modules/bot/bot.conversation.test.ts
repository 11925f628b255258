import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  openDemoDesk,
  startTestApp,
  testClock,
  type TestApp,
} from '../../../test/harness';
import {
  botTexts,
  buildMenu,
  chatOf,
  MENU_TEXTS,
  phoneReceived,
  ticketOf,
  ticketsOf,
} from '../../../test/bot-desk';
import { eq } from 'drizzle-orm';
import { ticketTrackings } from '../../db/schema';
import { awaitingRating, currentTracking } from '../ticket-tracking/ticket-tracking.repo';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

// a Monday, 10:00 in São Paulo: {{ms}} reads 'Bom dia'
const MONDAY_10 = new Date('2025-06-02T10:00:00-03:00');
const NUMBER = '5511955501234';

/**
 * A whole conversation through the simulated phone: the bot greets and routes, an agent takes
 * over, resolves, and the customer's rating answer is recorded and thanked.
 */
describe('a conversation with the bot, from greeting to rating', () => {
  let t: TestApp;
  let desk: Desk;
  let ticketId: number;
  const says = (body: string) => desk.customerSays(NUMBER, body, { name: 'Maria Clara' });
  const phone = () => phoneReceived(t, desk.admin, desk.connectionId, NUMBER);

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock: testClock(MONDAY_10) });
    desk = await openDemoDesk(t);
    const res = await t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, {
      greetingMessage: '{{ms}}, {{firstName}}! Escolha um setor:',
      complationMessage: 'Obrigado, {{name}}! Protocolo {{protocol}}.',
    });
    expect(res.statusCode).toBe(200);
    await buildMenu(t, desk.admin, desk.atendimento, desk.financeiro);
  }, 120_000);
  afterAll(() => t.close());

  it('greets with the numbered queue list, variables rendered, and it reaches the phone', async () => {
    expect((await says('Oi')).statusCode).toBe(200);
    const ticket = await ticketOf(t, desk.admin, NUMBER);
    ticketId = ticket.id;
    expect(ticket).toMatchObject({ status: 'pending', queueId: null, chatbot: true });
    const menu = 'Bom dia, Maria! Escolha um setor:\n\n[1] Atendimento\n[2] Financeiro';
    expect(await botTexts(t, desk.admin, ticketId)).toEqual([menu]);
    await eventually(async () => expect(await phone()).toEqual([menu]));
  });

  it('a queue chosen: the ticket lands there, with its greeting and first level', async () => {
    await says('1');
    expect(await ticketOf(t, desk.admin, NUMBER)).toMatchObject({
      id: ticketId,
      status: 'pending',
      queueId: desk.atendimento,
      chatbot: true,
    });
    expect((await botTexts(t, desk.admin, ticketId)).at(-1)).toBe(
      `Olá! Como podemos ajudar?\n\n${MENU_TEXTS.root}`,
    );
    // its cycle waits in that queue from now
    expect(await currentTracking(t.deps.db, desk.admin.user.companyId, ticketId)).toMatchObject({
      queueId: desk.atendimento,
      queuedAt: MONDAY_10,
      startedAt: null,
    });
  });

  it('an option with children, then hand over: the ticket waits for a person', async () => {
    await says('1');
    expect((await botTexts(t, desk.admin, ticketId)).at(-1)).toBe(MENU_TEXTS.tech);
    await says('2');
    expect((await botTexts(t, desk.admin, ticketId)).at(-1)).toBe(
      'Um atendente vai falar com você.',
    );
    expect(await ticketOf(t, desk.admin, NUMBER)).toMatchObject({
      status: 'pending',
      queueId: desk.atendimento,
      chatbot: false,
    });
    // the phone got every text, in order
    await eventually(async () => expect(await phone()).toHaveLength(4));
    expect((await phone()).slice(1)).toEqual([
      `Olá! Como podemos ajudar?\n\n${MENU_TEXTS.root}`,
      MENU_TEXTS.tech,
      'Um atendente vai falar com você.',
    ]);
  });

  it('the queue’s agent sees it waiting and accepts it; the bot stays quiet from then on', async () => {
    const pending = (await t.request('GET', '/tickets?status=pending', desk.agent.token)).json();
    expect(pending.tickets.map((tk: { id: number }) => tk.id)).toContain(ticketId);
    const accepted = await t.request('PUT', `/tickets/${ticketId}`, desk.agent.token, {
      status: 'open',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'open', userId: desk.agent.user.id });
    const before = (await botTexts(t, desk.admin, ticketId)).length;
    await says('#');
    await says('Obrigada, aguardo');
    expect(await botTexts(t, desk.admin, ticketId)).toHaveLength(before);
  });

  it('the agent resolves it: with userRating on, the customer is asked for a rating', async () => {
    await t.request('PUT', '/settings/userRating', desk.admin.token, { value: 'enabled' });
    const res = await t.request('PUT', `/tickets/${ticketId}`, desk.agent.token, {
      status: 'closed',
    });
    expect(res.json()).toMatchObject({ status: 'closed' });
    const question =
      'Por favor, avalie o nosso atendimento:\n\n1 - Insatisfeito\n2 - Satisfeito\n3 - Muito satisfeito';
    expect((await botTexts(t, desk.admin, ticketId)).at(-1)).toBe(question);
    await eventually(async () => expect((await phone()).at(-1)).toBe(question));
  });

  it('the customer answers the rating with 2: recorded on that ticket and thanked', async () => {
    const ticket = await ticketOf(t, desk.admin, NUMBER);
    const companyId = desk.admin.user.companyId;
    const tracking = await awaitingRating(
      t.deps.db,
      companyId,
      ticket.whatsappId,
      ticket.contactId,
    );
    expect(tracking).toMatchObject({
      ticketId,
      userId: desk.agent.user.id,
      queueId: desk.atendimento,
    });
    await says(' 2 ');
    const [row] = await t.deps.db
      .select()
      .from(ticketTrackings)
      .where(eq(ticketTrackings.id, tracking!.id));
    expect(row).toMatchObject({ ratingState: 'rated', rating: 2 });
    // stored on the closed ticket, no new conversation, thanked with the completion message
    expect(await ticketsOf(t, desk.admin, NUMBER)).toHaveLength(1);
    const chat = await chatOf(t, desk.admin, ticketId);
    const opened = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(ticket.createdAt),
    );
    const protocol = `${opened.replaceAll('-', '')}${ticketId}`;
    expect(chat.slice(-2).map((m) => [m.fromMe, m.body])).toEqual([
      [false, ' 2 '],
      [true, `Obrigado, Maria Clara! Protocolo ${protocol}.`],
    ]);
    expect(await ticketOf(t, desk.admin, NUMBER)).toMatchObject({ status: 'closed' });
    await eventually(async () =>
      expect((await phone()).at(-1)).toBe(`Obrigado, Maria Clara! Protocolo ${protocol}.`),
    );
  });

  it('the next message starts a new conversation, greeted again', async () => {
    await says('Oi de novo');
    const tickets = await ticketsOf(t, desk.admin, NUMBER);
    expect(tickets).toHaveLength(2);
    const fresh = await ticketOf(t, desk.admin, NUMBER);
    expect(fresh).toMatchObject({ status: 'pending', queueId: null, chatbot: true });
    expect(await botTexts(t, desk.admin, fresh.id)).toEqual([
      'Bom dia, Maria! Escolha um setor:\n\n[1] Atendimento\n[2] Financeiro',
    ]);
  });
});
