import { companyChannel } from '@atende/shared';
import { and, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  DEMO_LOGINS,
  record,
  quietDemoBot,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { ticketTrackings } from '../../db/schema';

describe('deleting a user who has tickets', () => {
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let connectionId: number;
  let queueId: number;
  beforeAll(async () => {
    t = await startTestApp({ jobs: true });
    admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const connections = (await t.request('GET', '/whatsapp', admin.token)).json();
    connectionId = connections.find((c: { provider: string }) => c.provider === 'sandbox').id;
    await quietDemoBot(t, admin.token, connectionId);
    // the queue of the demo agent, who must find the tickets handed back
    agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    queueId = (agent.user.queues as { id: number }[])[0]!.id;
  }, 60_000);
  afterAll(() => t.close());

  /** A customer's ticket, given to `userId` in the queue (open) or resolved by them (closed). */
  async function ticketOf(number: string, userId: number, status: 'open' | 'closed') {
    const said = await t.request('POST', `/sandbox/${connectionId}/messages`, admin.token, {
      number,
      name: `Cliente ${number.slice(-4)}`,
      body: 'Bom dia',
    });
    expect(said.statusCode).toBe(200);
    const found = (await t.request('GET', `/tickets?searchParam=${number}`, admin.token)).json();
    const id = found.tickets[0].id as number;
    const given = await t.request('PUT', `/tickets/${id}`, admin.token, {
      status: 'open',
      queueId,
      userId,
    });
    expect(given.json()).toMatchObject({ status: 'open', userId });
    if (status === 'closed') {
      const resolved = await t.request('PUT', `/tickets/${id}`, admin.token, {
        status: 'closed',
        userId,
      });
      expect(resolved.json()).toMatchObject({ status: 'closed' });
    }
    return id;
  }

  it('hands their open tickets back to the queue, waiting, and the lists hear it', async () => {
    const rita = (
      await t.request('POST', '/users', admin.token, {
        name: 'Rita Saída',
        email: 'rita.saida@demo.test',
        password: 'Rita12345',
        queueIds: [queueId],
      })
    ).json();
    const open1 = await ticketOf('5511955500001', rita.id, 'open');
    const open2 = await ticketOf('5511955500002', rita.id, 'open');
    const closed = await ticketOf('5511955500003', rita.id, 'closed');
    const socket = await t.connectSocket(admin.token);
    const ticketEvents = record(socket, companyChannel(admin.user.companyId, 'ticket'));

    const removed = await t.request('DELETE', `/users/${rita.id}`, admin.token);
    expect(removed.statusCode).toBe(200);

    for (const id of [open1, open2]) {
      const ticket = (await t.request('GET', `/tickets/${id}`, admin.token)).json();
      expect(ticket).toMatchObject({ status: 'pending', userId: null, queueId });
      await eventually(async () =>
        expect(ticketEvents).toContainEqual({
          action: 'update',
          ticket: expect.objectContaining({ id, status: 'pending', userId: null }),
        }),
      );
    }
    // their cycles wait again, nobody on them: the reports count the new wait from the deletion
    const cycles = await t.deps.db
      .select()
      .from(ticketTrackings)
      .where(
        and(inArray(ticketTrackings.ticketId, [open1, open2]), isNull(ticketTrackings.finishedAt)),
      );
    expect(cycles).toHaveLength(2);
    for (const cycle of cycles) {
      expect(cycle).toMatchObject({ userId: null, startedAt: null, queueId });
    }
    // a resolved conversation stays resolved
    const after = (await t.request('GET', `/tickets/${closed}`, admin.token)).json();
    expect(after).toMatchObject({ status: 'closed', userId: null });
    // the queue's agents find them in their waiting tab
    const waiting = (await t.request('GET', '/tickets?status=pending', agent.token)).json();
    expect(waiting.tickets.map((x: { id: number }) => x.id)).toEqual(
      expect.arrayContaining([open1, open2]),
    );
    socket.disconnect();
  });
});
