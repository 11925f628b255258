import { companyChannel } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events';
import type { SweepCtx } from '../../jobs/sweep';
import {
  automaticTexts,
  cyclesOf,
  offsetClock,
  phoneReceives,
  sweepCtxOf,
} from '../../../test/automation-kit';
import {
  eventually,
  openDemoDesk,
  record,
  startTestApp,
  type TestApp,
} from '../../../test/harness';
import { closeInactiveTickets, transferWaitingTickets } from './time-rules';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;
interface TicketEvent {
  action: string;
  ticket?: { id: number; status: string; queueId: number | null };
}

/** The connections' time rules for tickets, run with a clock moved ahead (no real waits). */
describe('time rules of tickets', () => {
  const clock = offsetClock();
  let t: TestApp;
  let desk: Desk;
  let sweep: SweepCtx;
  let heardByA: TicketEvent[];
  let heardByB: TicketEvent[];
  const changes: DomainEvent[] = [];

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t, { bot: false });
    sweep = sweepCtxOf(t);
    const settings = await t.request('PUT', '/settings/sendMsgTransfTicket', desk.admin.token, {
      value: 'enabled',
    });
    expect(settings.statusCode).toBe(200);
    await connection({
      timeToTransfer: 10,
      transferQueueId: desk.financeiro,
      expiresTicket: 30,
      expiresInactiveMessage: 'Encerramos por falta de resposta, {{firstName}}.',
    });
    const a = await t.connectSocket(desk.admin.token);
    heardByA = record(a, companyChannel(desk.admin.user.companyId, 'ticket')) as TicketEvent[];
    const other = await t.signupCompany('Outra Empresa');
    const b = await t.connectSocket(other.admin.token);
    heardByB = record(b, companyChannel(other.company.id, 'ticket')) as TicketEvent[];
    t.deps.events.on((e) => changes.push(e));
  }, 120_000);
  afterAll(() => t.close());

  async function connection(fields: object) {
    const res = await t.request('PUT', `/whatsapp/${desk.connectionId}`, desk.admin.token, fields);
    expect(res.statusCode, res.body).toBe(200);
  }
  const put = (id: number, body: object) =>
    t.request('PUT', `/tickets/${id}`, desk.admin.token, body);
  const ticketOf = async (id: number) =>
    (await t.request('GET', `/tickets/${id}`, desk.admin.token)).json();
  const texts = (id: number) => automaticTexts(t, desk.admin.token, id);
  async function waiting(number: string, name = 'Ana Souza') {
    expect((await desk.customerSays(number, 'Oi', { name })).statusCode).toBe(200);
    const list = await t.request('GET', `/tickets?searchParam=${number}`, desk.admin.token);
    return list.json().tickets[0].id as number;
  }
  /** Accepted, and our message is the last one. */
  async function answered(number: string) {
    const id = await waiting(number);
    expect((await put(id, { status: 'open' })).statusCode).toBe(200);
    const sent = await t.request('POST', `/messages/${id}`, desk.admin.token, {
      body: 'Posso ajudar em algo mais?',
    });
    expect(sent.statusCode).toBe(200);
    return id;
  }
  /**
   * Changes that moved the ticket to `status` in `queueId` (automatic texts also tell the lists,
   * without `previous`).
   */
  const movesOf = (id: number, status: string, queueId: number | null) =>
    changes.filter(
      (e) =>
        e.type === 'ticket.updated' &&
        e.ticket.id === id &&
        e.previous &&
        e.ticket.status === status &&
        e.ticket.queueId === queueId,
    );

  const NOTICE =
    'Seu atendimento foi transferido para o setor *Financeiro*. Aguarde, já vamos te atender!';

  it('a ticket waiting without a queue for timeToTransfer minutes goes to the transfer queue, once', async () => {
    const id = await waiting('5511960000001');
    const [queued] = await cyclesOf(t, id);

    await clock.ahead(9, () => transferWaitingTickets(sweep));
    expect(await ticketOf(id)).toMatchObject({ status: 'pending', queueId: null });

    await clock.ahead(11, () => transferWaitingTickets(sweep));
    expect(await ticketOf(id)).toMatchObject({
      status: 'pending',
      queueId: desk.financeiro,
      userId: null,
    });
    expect(await texts(id)).toEqual([NOTICE]);
    await phoneReceives(t, desk.admin.token, desk.connectionId, '5511960000001', NOTICE);
    const [moved] = await cyclesOf(t, id);
    expect(moved).toMatchObject({ id: queued!.id, queueId: desk.financeiro, startedAt: null });
    expect(moved!.queuedAt!.getTime()).toBeGreaterThan(queued!.queuedAt!.getTime());
    await eventually(() =>
      expect(heardByA).toContainEqual({
        action: 'update',
        ticket: expect.objectContaining({ id, queueId: desk.financeiro }),
      }),
    );
    expect(heardByB).toEqual([]);

    await clock.ahead(11, () => transferWaitingTickets(sweep)); // the next minute's run
    expect(await texts(id)).toEqual([NOTICE]);
    expect(movesOf(id, 'pending', desk.financeiro)).toHaveLength(1);
  });

  it('two sweeps at once (two connections on PostgreSQL) transfer a ticket once', async () => {
    const id = await waiting('5511960000002');
    await clock.ahead(11, () =>
      Promise.all([transferWaitingTickets(sweep), transferWaitingTickets(sweep)]),
    );
    expect(await ticketOf(id)).toMatchObject({ queueId: desk.financeiro });
    expect(await texts(id)).toEqual([NOTICE]);
    expect(movesOf(id, 'pending', desk.financeiro)).toHaveLength(1);
  });

  it('leaves alone tickets with a queue, tickets being answered, and connections without the rule', async () => {
    const inQueue = await waiting('5511960000003');
    await put(inQueue, { queueId: desk.atendimento });
    const open = await waiting('5511960000004');
    await put(open, { status: 'open' });
    await clock.ahead(60, () => transferWaitingTickets(sweep));
    expect(await ticketOf(inQueue)).toMatchObject({ status: 'pending', queueId: desk.atendimento });
    expect(await ticketOf(open)).toMatchObject({ status: 'open', queueId: null });

    await connection({ timeToTransfer: 0 });
    try {
      const later = await waiting('5511960000005');
      await clock.ahead(60, () => transferWaitingTickets(sweep));
      expect(await ticketOf(later)).toMatchObject({ status: 'pending', queueId: null });
    } finally {
      await connection({ timeToTransfer: 10 });
    }
  });

  const FAREWELL = 'Encerramos por falta de resposta, Ana.';

  it('an open ticket whose last message is ours closes after expiresTicket minutes, with the inactivity message, once', async () => {
    const ours = await answered('5511960000011');
    const theirs = await answered('5511960000012');
    await desk.customerSays('5511960000012', 'Só um momento, vou verificar');

    await clock.ahead(29, () => closeInactiveTickets(sweep));
    expect(await ticketOf(ours)).toMatchObject({ status: 'open' });

    await clock.ahead(31, () => closeInactiveTickets(sweep));
    expect(await ticketOf(ours)).toMatchObject({ status: 'closed', userId: desk.admin.user.id });
    expect(await ticketOf(theirs)).toMatchObject({ status: 'open' });
    expect(await texts(ours)).toEqual([FAREWELL]);
    await phoneReceives(t, desk.admin.token, desk.connectionId, '5511960000011', FAREWELL);
    expect(await cyclesOf(t, ours)).toEqual([
      expect.objectContaining({
        userId: desk.admin.user.id,
        finishedAt: expect.any(Date),
        ratingState: null,
      }),
    ]);
    await eventually(() =>
      expect(heardByA).toContainEqual({
        action: 'update',
        ticket: expect.objectContaining({ id: ours, status: 'closed' }),
      }),
    );
    expect(heardByB).toEqual([]);

    await clock.ahead(31, () => closeInactiveTickets(sweep));
    expect(await texts(ours)).toEqual([FAREWELL]);
    expect(movesOf(ours, 'closed', null)).toHaveLength(1);
  });

  it('two sweeps at once close a ticket once, with one message', async () => {
    const id = await answered('5511960000013');
    await clock.ahead(31, () =>
      Promise.all([closeInactiveTickets(sweep), closeInactiveTickets(sweep)]),
    );
    expect(await ticketOf(id)).toMatchObject({ status: 'closed' });
    expect(await texts(id)).toEqual([FAREWELL]);
    expect(movesOf(id, 'closed', null)).toHaveLength(1);
  });

  it('a connection with expiresTicket 0 never closes for inactivity', async () => {
    await connection({ expiresTicket: 0 });
    try {
      const id = await answered('5511960000014');
      await clock.ahead(24 * 60, () => closeInactiveTickets(sweep));
      expect(await ticketOf(id)).toMatchObject({ status: 'open' });
    } finally {
      await connection({ expiresTicket: 30 });
    }
  });
});
