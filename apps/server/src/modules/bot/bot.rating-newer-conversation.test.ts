import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketTrackings } from '../../db/schema';
import { eventually, openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { chatOf, phoneReceived, ticketOf, ticketsOf } from '../../../test/bot-desk';
import { awaitingRating } from '../ticket-tracking/ticket-tracking.repo';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

const MAIN_MENU = 'Escolha um setor:\n\n[1] Atendimento\n[2] Financeiro';
const QUESTION =
  'Por favor, avalie o nosso atendimento:\n\n1 - Insatisfeito\n2 - Satisfeito\n3 - Muito satisfeito';
// the completion message: the farewell, and the thanks for a rating answer
const isFarewell = (body: string) => body.startsWith('Obrigado, Cliente Teste! Protocolo');

/**
 * A rating question awaits, but a newer conversation with the same customer is going on (an
 * agent's new ticket, or the resolved ticket reopened): the customer's '1' answers the agent
 * there, not the question (decision 0041, amended).
 */
describe('the rating question yields to a newer conversation', () => {
  let t: TestApp;
  let desk: Desk;
  let n = 0;
  const newNumber = () => `55119560${String(++n).padStart(5, '0')}`;
  const phone = (number: string) => phoneReceived(t, desk.admin, desk.connectionId, number);
  const put = async (ticketId: number, body: object) => {
    const res = await t.request('PUT', `/tickets/${ticketId}`, desk.admin.token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const agentWrites = async (ticketId: number, body: string) => {
    const res = await t.request('POST', `/messages/${ticketId}`, desk.admin.token, { body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setRating = (value: 'enabled' | 'disabled') =>
    t.request('PUT', '/settings/userRating', desk.admin.token, { value });
  const trackingOf = async (id: number) =>
    (await t.deps.db.select().from(ticketTrackings).where(eq(ticketTrackings.id, id)))[0]!;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    desk = await openDemoDesk(t);
    await t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, {
      greetingMessage: 'Escolha um setor:',
      complationMessage: 'Obrigado, {{name}}! Protocolo {{protocol}}.',
    });
    await setRating('enabled');
  }, 120_000);
  afterAll(() => t.close());

  /** A conversation resolved by an agent with ratings on: the question reached the phone. */
  async function resolvedWithRating(number: string) {
    await desk.customerSays(number, 'Oi');
    const ticket = await ticketOf(t, desk.admin, number);
    await put(ticket.id, { status: 'open' });
    await put(ticket.id, { status: 'closed' });
    await eventually(async () => expect((await phone(number)).at(-1)).toBe(QUESTION));
    const tracking = await awaitingRating(
      t.deps.db,
      desk.admin.user.companyId,
      ticket.whatsappId,
      ticket.contactId,
    );
    return { ticket, trackingId: tracking!.id };
  }

  /** The agent's 'Novo' button: a new open ticket to the same contact on the same number. */
  async function newTicketTo(contactId: number) {
    const res = await t.request('POST', '/tickets', desk.admin.token, {
      contactId,
      queueId: desk.atendimento,
      whatsappId: desk.connectionId,
      status: 'open',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number };
  }

  /** The customer's '1' was an ordinary message of `ticketId`: nothing rated, no farewell. */
  async function answeredTheAgent(number: string, old: { id: number }, trackingId: number) {
    expect(await trackingOf(trackingId)).toMatchObject({ ratingState: 'cancelled', rating: null });
    const oldChat = (await chatOf(t, desk.admin, old.id)).map((m) => m.body);
    expect(oldChat.at(-1)).toBe(QUESTION);
    expect(oldChat).not.toContain('1');
    const received = await eventually(async () => {
      const texts = await phone(number);
      expect(texts.at(-1)).toBe('Responda 1 para sim');
      return texts;
    });
    expect(received.filter(isFarewell)).toEqual([]);
  }

  it('an agent’s new ticket to the contact takes the customer’s "1"; no rating', async () => {
    const number = newNumber();
    const { ticket: old, trackingId } = await resolvedWithRating(number);
    const fresh = await newTicketTo(old.contactId);
    await agentWrites(fresh.id, 'Responda 1 para sim');
    await desk.customerSays(number, '1');

    // an unread message on the agent's open ticket (read before the chat is opened)
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      id: fresh.id,
      status: 'open',
      unreadMessages: 1,
    });
    const chat = await chatOf(t, desk.admin, fresh.id);
    expect(chat.map((m) => [m.fromMe, m.body])).toEqual([
      [true, 'Responda 1 para sim'],
      [false, '1'],
    ]);
    expect(await ticketsOf(t, desk.admin, number)).toHaveLength(2);
    await answeredTheAgent(number, old, trackingId);
  });

  it('reopening the resolved ticket cancels its rating: "1" is a message there', async () => {
    const number = newNumber();
    const { ticket, trackingId } = await resolvedWithRating(number);
    const reopened = await put(ticket.id, { status: 'open' });
    await agentWrites(ticket.id, 'Responda 1 para sim');
    await desk.customerSays(number, '1');

    expect(await ticketsOf(t, desk.admin, number)).toHaveLength(1);
    expect(await ticketOf(t, desk.admin, number)).toMatchObject({
      id: ticket.id,
      status: 'open',
      unreadMessages: reopened.unreadMessages + 1,
    });
    const chat = (await chatOf(t, desk.admin, ticket.id)).map((m) => m.body);
    expect(chat.slice(-3)).toEqual([QUESTION, 'Responda 1 para sim', '1']);
    expect(await trackingOf(trackingId)).toMatchObject({ ratingState: 'cancelled', rating: null });
    const received = await eventually(async () => {
      const texts = await phone(number);
      expect(texts.at(-1)).toBe('Responda 1 para sim');
      return texts;
    });
    expect(received.filter(isFarewell)).toEqual([]);
  });

  it('after the new ticket is closed without a rating, a "1" starts a new conversation', async () => {
    const number = newNumber();
    const { ticket: old, trackingId } = await resolvedWithRating(number);
    const fresh = await newTicketTo(old.contactId);
    await setRating('disabled');
    try {
      await put(fresh.id, { status: 'closed' });
    } finally {
      await setRating('enabled');
    }
    await eventually(async () => expect(isFarewell((await phone(number)).at(-1)!)).toBe(true));
    await desk.customerSays(number, '1');

    expect(await trackingOf(trackingId)).toMatchObject({ ratingState: 'cancelled', rating: null });
    expect((await chatOf(t, desk.admin, old.id)).at(-1)?.body).toBe(QUESTION);
    const newest = await ticketOf(t, desk.admin, number);
    expect(newest.id).not.toBe(fresh.id);
    expect((await chatOf(t, desk.admin, newest.id)).map((m) => m.body)).toEqual(['1', MAIN_MENU]);
    await eventually(async () => expect((await phone(number)).at(-1)).toBe(MAIN_MENU));
    // one farewell (the new ticket's), no thanks for a rating
    expect((await phone(number)).filter(isFarewell)).toHaveLength(1);
  });

  it('a rating left awaiting beside a live ticket (from before 0037) yields to it', async () => {
    const number = newNumber();
    const { ticket: old, trackingId } = await resolvedWithRating(number);
    const fresh = await newTicketTo(old.contactId);
    // as a new ticket opened by an earlier version left it
    await t.deps.db
      .update(ticketTrackings)
      .set({ ratingState: 'awaiting' })
      .where(eq(ticketTrackings.id, trackingId));
    await agentWrites(fresh.id, 'Responda 1 para sim');
    await desk.customerSays(number, '1');

    expect((await chatOf(t, desk.admin, fresh.id)).map((m) => m.body)).toEqual([
      'Responda 1 para sim',
      '1',
    ]);
    await answeredTheAgent(number, old, trackingId);
  });
});
