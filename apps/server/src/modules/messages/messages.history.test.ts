import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, type Session, type TestApp } from '../../../test/harness';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;
interface Msg {
  id: number;
  ticketId: number;
  body: string;
}
interface Page {
  messages: Msg[];
  hasMore: boolean;
}

const NUMBER = '5511940000001';
const numbered = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix} ${String(from + i).padStart(2, '0')}`);

/**
 * A returning customer's story (spec 1 §2, chat screen: 'conversation ended/started' when the ticket
 * changes): three conversations on one connection — A in Financeiro (15 messages), B in
 * Atendimento (10), then C, the live one in Atendimento (5).
 */
describe('the contact’s earlier conversations in the chat (history=contact)', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let desk: Desk;
  const ids = { a: 0, b: 0, c: 0 };

  async function conversation(prefix: string, count: number, queueId: number, close: boolean) {
    for (const body of numbered(prefix, 1, count)) {
      expect((await desk.customerSays(NUMBER, body)).statusCode).toBe(200);
    }
    const live = (
      await t.request('GET', `/tickets?searchParam=${NUMBER}&status=pending`, admin.token)
    ).json().tickets as { id: number }[];
    expect(live).toHaveLength(1);
    const id = live[0]!.id;
    const placed = await t.request('PUT', `/tickets/${id}`, admin.token, { queueId });
    expect(placed.statusCode, placed.body).toBe(200);
    if (close) {
      const closed = await t.request('PUT', `/tickets/${id}`, admin.token, { status: 'closed' });
      expect(closed.statusCode, closed.body).toBe(200);
    }
    return id;
  }

  const history = async (session: Session, ticketId: number, query = '') => {
    const res = await t.request(
      'GET',
      `/messages/${ticketId}?history=contact${query}`,
      session.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const unreadOf = async (ticketId: number) =>
    (await t.request('GET', `/tickets/${ticketId}`, admin.token)).json().unreadMessages as number;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    desk = await openDemoDesk(t, { bot: false });
    ({ admin, agent } = desk);
    ids.a = await conversation('A', 15, desk.financeiro, true);
    ids.b = await conversation('B', 10, desk.atendimento, true);
    ids.c = await conversation('C', 5, desk.atendimento, false);
  }, 120_000);
  afterAll(() => t.close());

  // first: every other read below is the admin opening the chat
  it('markRead=false reads without marking the ticket read; opening the chat does', async () => {
    expect(await unreadOf(ids.c)).toBe(5);
    const peek = await history(admin, ids.c, '&markRead=false');
    expect(peek.messages).toHaveLength(20);
    expect(await unreadOf(ids.c)).toBe(5);
    const plainPeek = await t.request('GET', `/messages/${ids.c}?markRead=false`, admin.token);
    expect(plainPeek.statusCode).toBe(200);
    expect(await unreadOf(ids.c)).toBe(5);
    await history(admin, ids.c);
    expect(await unreadOf(ids.c)).toBe(0);
  });

  it('pages back through every conversation, newest first, by the oldest id shown', async () => {
    const page1 = await history(admin, ids.c);
    expect(page1.hasMore).toBe(true);
    expect(page1.messages.map((m) => m.body)).toEqual([
      ...numbered('A', 11, 15),
      ...numbered('B', 1, 10),
      ...numbered('C', 1, 5),
    ]);
    const page2 = await history(admin, ids.c, `&before=${page1.messages[0]!.id}`);
    expect(page2.hasMore).toBe(false);
    expect(page2.messages.map((m) => m.body)).toEqual(numbered('A', 1, 10));
  });

  it('each message names its conversation, so the chat can mark where one ended and the next started', async () => {
    const page1 = await history(admin, ids.c);
    const runs: { ticketId: number; count: number }[] = [];
    for (const m of page1.messages) {
      if (runs.at(-1)?.ticketId === m.ticketId) runs.at(-1)!.count++;
      else runs.push({ ticketId: m.ticketId, count: 1 });
    }
    expect(runs).toEqual([
      { ticketId: ids.a, count: 5 },
      { ticketId: ids.b, count: 10 },
      { ticketId: ids.c, count: 5 },
    ]);
  });

  it('an earlier conversation shows its own past only, not the ones that came after it', async () => {
    const page = await history(admin, ids.b);
    expect(page.messages.map((m) => m.body)).toEqual([
      ...numbered('A', 6, 15),
      ...numbered('B', 1, 10),
    ]);
  });

  it('an agent never gets the messages of a conversation they could not open', async () => {
    expect((await t.request('GET', `/tickets/${ids.a}`, agent.token)).statusCode).toBe(403);
    const page = await history(agent, ids.c);
    expect(page.hasMore).toBe(false);
    expect(page.messages.map((m) => m.body)).toEqual([
      ...numbered('B', 1, 10),
      ...numbered('C', 1, 5),
    ]);
    // a cursor pointing into the hidden conversation still yields nothing of it
    const hiddenId = (await history(admin, ids.a)).messages[0]!.id;
    const behind = await history(agent, ids.c, `&before=${hiddenId}`);
    expect(behind.messages).toEqual([]);
    // and the hidden conversation itself stays closed to them
    expect(
      (await t.request('GET', `/messages/${ids.a}?history=contact`, agent.token)).statusCode,
    ).toBe(403);
  });

  it('another company gets nothing: the ticket does not exist for it', async () => {
    const other = (await t.signupCompany('Empresa Historia')).admin;
    const res = await t.request('GET', `/messages/${ids.c}?history=contact`, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('ERR_NO_TICKET_FOUND');
  });

  it('answers 400 naming the field for a bad history, cursor or flag', async () => {
    for (const [query, field] of [
      ['history=everything', 'history'],
      ['history=contact&before=abc', 'before'],
      ['markRead=maybe', 'markRead'],
    ] as const) {
      const res = await t.request('GET', `/messages/${ids.c}?${query}`, admin.token);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
  });
});
