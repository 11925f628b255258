import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automaticTexts, cyclesOf } from '../../../test/automation-kit';
import { openDemoDesk, startTestApp, testClock, type TestApp } from '../../../test/harness';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/** Every cycle of a ticket is a row of ticket_trackings, with the times of the ctx clock. */
describe('ticket cycles', () => {
  const clock = testClock(new Date('2026-11-24T12:00:00.000Z'));
  const minutes = (n: number) => new Date(Date.UTC(2026, 10, 24, 12, n));
  const at = (n: number) => clock.advance(minutes(n).getTime() - clock.now().getTime());
  let t: TestApp;
  let desk: Desk;

  beforeAll(async () => {
    t = await startTestApp({ clock, jobs: true });
    desk = await openDemoDesk(t);
  }, 120_000);
  afterAll(() => t.close());

  const put = (id: number, body: object) =>
    t.request('PUT', `/tickets/${id}`, desk.admin.token, body);
  async function ticketOf(number: string) {
    const list = await t.request('GET', `/tickets?searchParam=${number}`, desk.admin.token);
    return list.json().tickets[0] as { id: number; status: string };
  }
  const cycle = (fields: object) => expect.objectContaining(fields);
  /** Moves the clock to minute `n` and signs in again (access tokens last 15 minutes). */
  async function startAt(n: number) {
    at(n);
    desk = await openDemoDesk(t);
  }

  it('a conversation from the channel: queued, moved, started, finished; a reopen starts another', async () => {
    await startAt(0);
    await desk.customerSays('5511940000001', 'Oi');
    const { id } = await ticketOf('5511940000001');
    at(1);
    await desk.customerSays('5511940000001', 'Alguém aí?');
    expect(await cyclesOf(t, id)).toEqual([
      cycle({
        queuedAt: minutes(0),
        startedAt: null,
        finishedAt: null,
        userId: null,
        queueId: null,
        firstQueuedAt: minutes(0),
        firstStartedAt: null,
      }),
    ]);

    at(3);
    expect((await put(id, { queueId: desk.atendimento })).statusCode).toBe(200);
    at(5);
    expect((await put(id, { status: 'open' })).statusCode).toBe(200);
    at(9);
    expect((await put(id, { status: 'closed' })).statusCode).toBe(200);
    // until someone takes it the conversation's entry follows its moves (the bot, an admin)
    const finished = cycle({
      queuedAt: minutes(3),
      startedAt: minutes(5),
      firstQueuedAt: minutes(3),
      firstStartedAt: minutes(5),
      finishedAt: minutes(9),
      userId: desk.admin.user.id,
      queueId: desk.atendimento,
      ratingState: null,
    });
    expect(await cyclesOf(t, id)).toEqual([finished]);

    at(10);
    expect((await put(id, { status: 'closed' })).statusCode).toBe(200); // a repeated resolve
    expect(await cyclesOf(t, id)).toEqual([finished]);

    // more than ten minutes after the close (decision 0148): a new conversation
    await startAt(20);
    expect((await put(id, { status: 'open' })).statusCode).toBe(200);
    expect(await cyclesOf(t, id)).toEqual([
      finished,
      cycle({
        queuedAt: minutes(20),
        startedAt: minutes(20),
        finishedAt: null,
        userId: desk.admin.user.id,
        queueId: desk.atendimento,
      }),
    ]);
  });

  it('return and transfer: waiting again from then, started by whoever takes it', async () => {
    await startAt(20);
    await desk.customerSays('5511940000002', 'Oi');
    const { id } = await ticketOf('5511940000002');
    at(22);
    await put(id, { status: 'open' });
    at(24);
    await put(id, { status: 'pending' }); // returned to the queue
    // what the ticket does now changes; the conversation's first entry and take stay
    // (decision 0148: the reports' and the dashboard's times)
    const firstTimes = { firstQueuedAt: minutes(20), firstStartedAt: minutes(22) };
    expect(await cyclesOf(t, id)).toEqual([
      cycle({ queuedAt: minutes(24), startedAt: null, userId: null, ...firstTimes }),
    ]);
    at(26);
    await put(id, { status: 'open' });
    at(27);
    await put(id, { queueId: desk.atendimento, userId: desk.agent.user.id });
    expect(await cyclesOf(t, id)).toEqual([
      cycle({
        queuedAt: minutes(24),
        startedAt: minutes(27),
        userId: desk.agent.user.id,
        queueId: desk.atendimento,
        ...firstTimes,
      }),
    ]);
    at(28);
    await put(id, { queueId: desk.financeiro }); // to a queue without a person: waiting there
    expect(await cyclesOf(t, id)).toEqual([
      cycle({
        queuedAt: minutes(28),
        startedAt: null,
        userId: null,
        queueId: desk.financeiro,
        ...firstTimes,
      }),
    ]);
  });

  it('the new-ticket dialog opens a cycle started by its author at once', async () => {
    await startAt(40);
    const contact = await t.request('POST', '/contacts', desk.admin.token, {
      name: 'Contato Ciclo',
      number: '5511940000003',
    });
    const created = await t.request('POST', '/tickets', desk.agent.token, {
      contactId: contact.json().id,
      queueId: desk.atendimento,
      status: 'open',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await cyclesOf(t, created.json().id)).toEqual([
      cycle({
        queuedAt: minutes(40),
        startedAt: minutes(40),
        finishedAt: null,
        userId: desk.agent.user.id,
        queueId: desk.atendimento,
      }),
    ]);
  });

  it('ten first messages of a new number at once open one cycle', async () => {
    await startAt(50);
    const says = Array.from({ length: 10 }, (_, i) =>
      desk.customerSays('5511940000004', `mensagem ${i}`, { externalId: `CYCLE-BURST-${i}` }),
    );
    for (const res of await Promise.all(says)) expect(res.statusCode).toBe(200);
    const { id } = await ticketOf('5511940000004');
    expect(await cyclesOf(t, id)).toEqual([cycle({ queuedAt: minutes(50), finishedAt: null })]);
  });

  it('two resolves at once finish the cycle once', async () => {
    await startAt(60);
    await desk.customerSays('5511940000005', 'Oi');
    const { id } = await ticketOf('5511940000005');
    await put(id, { status: 'open' });
    at(65);
    const both = await Promise.all([put(id, { status: 'closed' }), put(id, { status: 'closed' })]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await cyclesOf(t, id)).toEqual([cycle({ finishedAt: minutes(65) })]);
  });

  it('a reopen within ten minutes of the close goes on with the same conversation, asked once', async () => {
    await startAt(80);
    const rating = await t.request('PUT', '/settings/userRating', desk.admin.token, {
      value: 'enabled',
    });
    expect(rating.statusCode).toBe(200);
    await desk.customerSays('5511940000006', 'Oi');
    const { id } = await ticketOf('5511940000006');
    expect((await put(id, { queueId: desk.atendimento })).statusCode).toBe(200);
    expect((await put(id, { status: 'open' })).statusCode).toBe(200);
    at(84);
    for (let i = 0; i < 3; i++) {
      expect((await put(id, { status: 'closed' })).statusCode).toBe(200);
      expect((await put(id, { status: 'open' })).statusCode).toBe(200);
    }
    at(90);
    expect((await put(id, { status: 'closed' })).statusCode).toBe(200);
    expect(await cyclesOf(t, id)).toEqual([
      cycle({ queuedAt: minutes(80), startedAt: minutes(80), finishedAt: minutes(90) }),
    ]);
    const question = (body: string) => body.startsWith('Por favor, avalie o nosso atendimento');
    expect((await automaticTexts(t, desk.admin.token, id)).filter(question)).toHaveLength(1);
    await t.request('PUT', '/settings/userRating', desk.admin.token, { value: 'disabled' });
  });
});
