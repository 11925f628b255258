import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemCtx } from '../../context';
import { ticketTrackings } from '../../db/schema';
import { openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { botTexts, chatOf, ticketOf, ticketsOf } from '../../../test/bot-desk';
import { ingest } from '../ingest/ingest.service';
import { awaitingRating } from '../ticket-tracking/ticket-tracking.repo';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

const MAIN_MENU = 'Escolha um setor:\n\n[1] Atendimento\n[2] Financeiro';
const THANKS = 'Obrigado pela avaliação, Cliente!';
const QUESTION =
  'Por favor, avalie o nosso atendimento:\n\n1 - Insatisfeito\n2 - Satisfeito\n3 - Muito satisfeito';

/**
 * The customer's answer to the rating question (decision 0037): 1 to 3 is recorded on the
 * resolved ticket and thanked, also in the customer's words ('3.', '2 estrelas', 'muito
 * satisfeito'; decision 0148); anything else cancels it and starts a new conversation.
 */
describe('the rating answer', () => {
  let t: TestApp;
  let desk: Desk;
  let n = 0;
  const newNumber = () => `55119550${String(++n).padStart(5, '0')}`;
  const ctxOf = (companyId: number): SystemCtx => ({
    ...t.deps,
    companyId,
    log: pino({ level: 'silent' }),
  });

  beforeAll(async () => {
    // resolving sends the completion message through the send job
    t = await startTestApp({ jobs: true });
    desk = await openDemoDesk(t);
    await t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, {
      greetingMessage: 'Escolha um setor:',
      complationMessage: 'Obrigado pela avaliação, {{firstName}}!',
    });
    await t.request('PUT', '/settings/userRating', desk.admin.token, { value: 'enabled' });
  }, 120_000);
  afterAll(() => t.close());

  /** A conversation an agent resolved with userRating on: its rating question awaits. */
  async function resolvedWithRating(number: string) {
    await desk.customerSays(number, 'Oi');
    const ticket = await ticketOf(t, desk.admin, number);
    for (const status of ['open', 'closed']) {
      const res = await t.request('PUT', `/tickets/${ticket.id}`, desk.admin.token, { status });
      expect(res.json()).toMatchObject({ status });
    }
    expect((await chatOf(t, desk.admin, ticket.id)).at(-1)?.body).toBe(QUESTION);
    const tracking = await awaitingRating(
      t.deps.db,
      desk.admin.user.companyId,
      ticket.whatsappId,
      ticket.contactId,
    );
    return { ticket, trackingId: tracking!.id };
  }
  const trackingOf = async (id: number) =>
    (await t.deps.db.select().from(ticketTrackings).where(eq(ticketTrackings.id, id)))[0]!;
  const deliver = (
    companyId: number,
    connectionId: number,
    number: string,
    body: string,
    id: string,
    sentAt = new Date(),
  ) =>
    ingest(ctxOf(companyId), {
      kind: 'message',
      companyId,
      connectionId,
      externalId: id,
      from: { number, name: 'Cliente Teste', isGroup: false },
      fromMe: false,
      body,
      mediaType: 'chat',
      timestamp: sentAt,
    });

  it('anything but 1 to 3 cancels the rating and starts a new, greeted conversation', async () => {
    for (const answer of ['Não, obrigado', '5', '0', '2 pedidos vieram errados']) {
      const number = newNumber();
      const { ticket, trackingId } = await resolvedWithRating(number);
      const before = (await chatOf(t, desk.admin, ticket.id)).length;
      await desk.customerSays(number, answer);
      expect(await trackingOf(trackingId)).toMatchObject({
        ratingState: 'cancelled',
        rating: null,
      });
      expect(await chatOf(t, desk.admin, ticket.id)).toHaveLength(before);
      const tickets = await ticketsOf(t, desk.admin, number);
      expect(tickets).toHaveLength(2);
      const fresh = await ticketOf(t, desk.admin, number);
      expect(fresh).toMatchObject({ status: 'pending', chatbot: true });
      expect(await botTexts(t, desk.admin, fresh.id)).toEqual([MAIN_MENU]);
      // the next message is an ordinary answer to the menu, not a rating
      await desk.customerSays(number, '3');
      expect(await trackingOf(trackingId)).toMatchObject({ ratingState: 'cancelled' });
    }
  });

  it('reads the answer in the customer’s own words', async () => {
    const answers: [string, number][] = [
      ['3.', 3],
      ['3️⃣', 3],
      ['2 estrelas', 2],
      ['1 - Insatisfeito', 1],
      ['Muito satisfeito!', 3],
      ['  satisfeito ', 2],
    ];
    for (const [answer, rating] of answers) {
      const number = newNumber();
      const { ticket, trackingId } = await resolvedWithRating(number);
      await desk.customerSays(number, answer);
      expect(await trackingOf(trackingId), answer).toMatchObject({ ratingState: 'rated', rating });
      expect((await chatOf(t, desk.admin, ticket.id)).at(-1)?.body, answer).toBe(THANKS);
      expect(await ticketsOf(t, desk.admin, number), answer).toHaveLength(1);
    }
  });

  it('the same answer delivered four times at once: rated once, thanked once', async () => {
    const number = newNumber();
    const { ticket, trackingId } = await resolvedWithRating(number);
    await Promise.all(
      Array.from({ length: 4 }, () =>
        deliver(desk.admin.user.companyId, desk.connectionId, number, '3', `RATE-${number}`),
      ),
    );
    expect(await trackingOf(trackingId)).toMatchObject({ ratingState: 'rated', rating: 3 });
    const chat = await chatOf(t, desk.admin, ticket.id);
    expect(chat.filter((m) => m.body === '3')).toHaveLength(1);
    expect(chat.filter((m) => m.body === THANKS)).toHaveLength(1);
    expect(chat.slice(-2).map((m) => m.body)).toEqual(['3', THANKS]);
    expect(await ticketsOf(t, desk.admin, number)).toHaveLength(1);
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      status: 'closed',
      unreadMessages: 0,
    });
  });

  it('two answers at once: one is the rating, the other starts a new conversation', async () => {
    const number = newNumber();
    const { ticket, trackingId } = await resolvedWithRating(number);
    const sentAt = new Date();
    await Promise.all([
      deliver(desk.admin.user.companyId, desk.connectionId, number, '1', `A-${number}`, sentAt),
      deliver(desk.admin.user.companyId, desk.connectionId, number, '2', `B-${number}`, sentAt),
    ]);
    const tracking = await trackingOf(trackingId);
    expect(tracking.ratingState).toBe('rated');
    const rated = String(tracking.rating);
    const other = rated === '1' ? '2' : '1';
    const closedChat = await chatOf(t, desk.admin, ticket.id);
    expect(closedChat.slice(-2).map((m) => m.body)).toEqual([rated, THANKS]);
    const fresh = await ticketOf(t, desk.admin, number);
    expect(fresh.id).not.toBe(ticket.id);
    expect((await chatOf(t, desk.admin, fresh.id)).map((m) => m.body)).toEqual([other, MAIN_MENU]);
  });

  it('a message sent from the company’s own phone does not answer the rating', async () => {
    const number = newNumber();
    const { trackingId } = await resolvedWithRating(number);
    await ingest(ctxOf(desk.admin.user.companyId), {
      kind: 'message',
      companyId: desk.admin.user.companyId,
      connectionId: desk.connectionId,
      externalId: `ME-${number}`,
      from: { number, name: 'Cliente Teste', isGroup: false },
      fromMe: true,
      body: '1',
      mediaType: 'chat',
      timestamp: new Date(),
    });
    expect(await trackingOf(trackingId)).toMatchObject({ ratingState: 'awaiting' });
  });

  it('tenancy: a rating awaited by another company is neither answered nor cancelled here', async () => {
    const b = await t.signupCompany('Avaliacao Outra');
    const bId = b.admin.user.companyId;
    const conn = await t.request('POST', '/whatsapp', b.admin.token, {
      name: 'Telefone B',
      provider: 'sandbox',
    });
    const bConnection = conn.json().id as number;
    const number = newNumber();
    // B's customer, same number: B's agent resolves with B's userRating on, so B awaits a rating
    await t.request('PUT', '/settings/userRating', b.admin.token, { value: 'enabled' });
    await deliver(bId, bConnection, number, 'Oi B', `B1-${number}`);
    const bTicket = await ticketOf(t, b.admin, number);
    for (const status of ['open', 'closed']) {
      await t.request('PUT', `/tickets/${bTicket.id}`, b.admin.token, { status });
    }
    const bTracking = (await awaitingRating(t.deps.db, bId, bConnection, bTicket.contactId))!;
    // A's side: the same number answers '2' on A's connection: a new conversation of A
    await desk.customerSays(number, '2');
    expect(await trackingOf(bTracking.id)).toMatchObject({ ratingState: 'awaiting' });
    expect(await botTexts(t, desk.admin, (await ticketOf(t, desk.admin, number)).id)).toEqual([
      MAIN_MENU,
    ]);
    // and B's own answer is B's
    await deliver(bId, bConnection, number, '2', `B2-${number}`);
    expect(await trackingOf(bTracking.id)).toMatchObject({ ratingState: 'rated', rating: 2 });
  });
});
