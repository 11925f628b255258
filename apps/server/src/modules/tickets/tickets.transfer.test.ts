import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemCtx } from '../../context';
import type { Socket } from 'socket.io-client';
import { companyChannel } from '@atende/shared';
import {
  eventually,
  openDemoDesk,
  record,
  startTestApp,
  testClock,
  type TestApp,
} from '../../../test/harness';
import { transferTicketHandler } from './tickets.jobs';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

describe('transfer after x minutes', () => {
  const clock = testClock();
  let t: TestApp;
  let desk: Desk;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t);
  }, 120_000);
  afterAll(() => t.close());

  const put = (id: number, body: object) =>
    t.request('PUT', `/tickets/${id}`, desk.admin.token, body);
  const ticketOf = async (id: number) =>
    (await t.request('GET', `/tickets/${id}`, desk.admin.token)).json();

  /** A customer writes and the admin accepts: an open ticket of the admin, without a queue. */
  async function openTicket(number: string) {
    expect((await desk.customerSays(number, 'Olá')).statusCode).toBe(200);
    const [pending] = (
      await t.request('GET', `/tickets?searchParam=${number}&status=pending`, desk.admin.token)
    ).json().tickets;
    expect((await put(pending.id, { status: 'open' })).statusCode).toBe(200);
    return pending.id as number;
  }

  async function scheduledJobs(ticketId: number) {
    const result = await t.deps.db.execute(
      sql`select data, start_after from pgboss.job where name = 'ticket.transfer'`,
    );
    return (result as unknown as { rows: { data: { ticketId: number }; start_after: Date }[] }).rows
      .filter((r) => r.data.ticketId === ticketId)
      .map((r) => ({ ...r.data, startAfter: new Date(r.start_after) }));
  }

  it('leaves the ticket as it is until the delay has passed', async () => {
    const id = await openTicket('5511930000001');
    const res = await put(id, { queueId: desk.financeiro, transferAfterMinutes: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'open',
      queueId: null,
      userId: desk.admin.user.id,
    });

    const [job] = await scheduledJobs(id);
    expect(job).toMatchObject({
      queueId: desk.financeiro,
      userId: null,
      requestedBy: desk.admin.user.id,
    });
    const minutesAhead = (job.startAfter.getTime() - clock.now().getTime()) / 60_000;
    expect(minutesAhead).toBeGreaterThan(4.5);
    expect(minutesAhead).toBeLessThan(5.5);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await ticketOf(id)).toMatchObject({ status: 'open', queueId: null });
  });

  it('applies the transfer when due, as the user who asked (a queue without a user: pending)', async () => {
    const id = await openTicket('5511930000002');
    clock.advance(-10 * 60_000); // "five minutes from now" is already past for the job queue
    try {
      const res = await put(id, { queueId: desk.financeiro, transferAfterMinutes: 5 });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      clock.advance(10 * 60_000);
    }
    await eventually(async () => {
      expect(await ticketOf(id)).toMatchObject({
        status: 'pending',
        queueId: desk.financeiro,
        userId: null,
      });
    });
  });

  it("tells the ticket's new owner who gave it to them, at once or when a delay is due", async () => {
    const socket: Socket = await t.connectSocket(desk.agent.token);
    const heard = record(socket, companyChannel(desk.agent.user.companyId, 'ticket')) as {
      ticket: { id: number };
      transferredBy?: unknown;
    }[];
    const about = (id: number) => heard.filter((e) => e.ticket?.id === id);
    const admin = { id: desk.admin.user.id, name: 'Ana Admin' };
    try {
      const now = await openTicket('5511930000005');
      const given = await put(now, { queueId: desk.atendimento, userId: desk.agent.user.id });
      expect(given.statusCode, given.body).toBe(200);
      await eventually(() => expect(about(now).map((e) => e.transferredBy)).toEqual([admin]));

      const later = await openTicket('5511930000006');
      clock.advance(-10 * 60_000);
      try {
        const res = await put(later, {
          queueId: desk.atendimento,
          userId: desk.agent.user.id,
          transferAfterMinutes: 5,
        });
        expect(res.statusCode, res.body).toBe(200);
      } finally {
        clock.advance(10 * 60_000);
      }
      await eventually(() => expect(about(later).map((e) => e.transferredBy)).toEqual([admin]));

      // the agent's own accept and resolve are theirs: nobody gave them anything
      expect((await desk.customerSays('5511930000007', 'Oi')).statusCode).toBe(200);
      const [pending] = (
        await t.request(
          'GET',
          '/tickets?searchParam=5511930000007&status=pending',
          desk.admin.token,
        )
      ).json().tickets;
      await put(pending.id, { queueId: desk.atendimento });
      const own = await t.request('PUT', `/tickets/${pending.id}`, desk.agent.token, {
        status: 'open',
      });
      expect(own.statusCode, own.body).toBe(200);
      await eventually(() =>
        expect(
          about(pending.id).some((e) => (e.ticket as { status?: string }).status === 'open'),
        ).toBe(true),
      );
      expect(about(pending.id).filter((e) => e.transferredBy)).toEqual([]);
    } finally {
      socket.disconnect();
    }
  });

  it('a ticket closed before the transfer is due stays closed', async () => {
    const id = await openTicket('5511930000003');
    expect((await put(id, { status: 'closed' })).statusCode).toBe(200);
    const system = (companyId: number): SystemCtx => ({
      ...t.deps,
      companyId,
      log: pino({ level: 'silent' }),
    });
    await transferTicketHandler(system, {
      companyId: desk.admin.user.companyId,
      ticketId: id,
      requestedBy: desk.admin.user.id,
      queueId: desk.financeiro,
      userId: null,
    });
    expect(await ticketOf(id)).toMatchObject({ status: 'closed', queueId: null });
  });

  it('needs a queue and a delay of at most a day; a closed ticket cannot be scheduled', async () => {
    const id = await openTicket('5511930000004');
    const noQueue = await put(id, { transferAfterMinutes: 5 });
    expect(noQueue.statusCode).toBe(400);
    expect(noQueue.json().fields).toEqual({ queueId: 'Selecione uma fila' });
    const tooLong = await put(id, { queueId: desk.financeiro, transferAfterMinutes: 1441 });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields)).toEqual(['transferAfterMinutes']);
    expect((await put(id, { status: 'closed' })).statusCode).toBe(200);
    const closed = await put(id, { queueId: desk.financeiro, transferAfterMinutes: 5 });
    expect(closed.statusCode).toBe(400);
    expect(await scheduledJobs(id)).toEqual([]);
  });
});
