import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxAdapter } from '../../channels/sandbox/sandbox-adapter';
import { eventually, openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';
import { SEND_EXPIRY_SECONDS } from './message-send.job';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;
type PhoneMessage = { direction: string; body: string; ack: number };

/**
 * A process killed while sending: the interrupted send is retried within seconds, not after
 * pg-boss's 15-minute default, and the customer still receives the ticket's messages in the
 * order they were written. pg-boss reads the database's clock, so "time passing" for a job is
 * its start moved back in the database.
 */
describe('outbound sends after a crash', () => {
  let t: TestApp;
  let desk: Desk;
  beforeAll(async () => {
    // workers start later: first the state a killed process leaves behind is set up
    t = await startTestApp({ jobs: true, workers: false, maintenanceIntervalSeconds: 1 });
    desk = await openDemoDesk(t, { bot: false });
  }, 120_000);
  afterAll(() => t.close());

  const phoneOf = async (number: string) =>
    (
      await t.request(
        'GET',
        `/sandbox/${desk.connectionId}/messages?number=${number}`,
        desk.admin.token,
      )
    ).json().messages as PhoneMessage[];
  const sentBodies = async (number: string) =>
    (await phoneOf(number)).filter((m) => m.direction === 'out').map((m) => m.body);

  async function openTicket(number: string) {
    expect((await desk.customerSays(number, 'Olá')).statusCode).toBe(200);
    const [ticket] = (
      await t.request('GET', `/tickets?searchParam=${number}`, desk.admin.token)
    ).json().tickets;
    const res = await t.request('PUT', `/tickets/${ticket.id}`, desk.admin.token, {
      status: 'open',
    });
    expect(res.statusCode).toBe(200);
    return ticket.id as number;
  }
  const send = async (ticketId: number, body: string) => {
    const res = await t.request('POST', `/messages/${ticketId}`, desk.admin.token, { body });
    expect(res.statusCode).toBe(200);
    return res.json().messages[0].id as number;
  };
  const jobState = async (messageId: number) => {
    const result = await t.deps.db.execute(
      sql`select state from pgboss.job where name = 'message.send'
          and (data ->> 'messageId')::int = ${messageId}`,
    );
    return (result as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
  };

  it('an interrupted send is retried soon and the ticket’s messages arrive in order', async () => {
    const number = '5511966660001';
    const ticketId = await openTicket(number);
    const first = await send(ticketId, 'primeira');
    await send(ticketId, 'segunda');
    // a worker took the first message just over its expiry ago and its process was killed
    await t.deps.db.execute(
      sql`update pgboss.job set state = 'active',
            started_on = now() - make_interval(secs => ${SEND_EXPIRY_SECONDS + 1})
          where name = 'message.send' and (data ->> 'messageId')::int = ${first}`,
    );

    await t.runtime.startWorkers();

    await eventually(async () => expect(await sentBodies(number)).toEqual(['primeira', 'segunda']));
    // the killed run expired and its retry found the message already sent: nothing twice
    await eventually(async () => expect(await jobState(first)).toEqual(['completed']), 30_000);
    expect(await sentBodies(number)).toEqual(['primeira', 'segunda']);
    const chat = (await t.request('GET', `/messages/${ticketId}`, desk.admin.token)).json();
    expect(
      chat.messages
        .filter((m: { fromMe: boolean }) => m.fromMe)
        .map((m: { body: string; sendStatus: string }) => [m.body, m.sendStatus]),
    ).toEqual([
      ['primeira', 'sent'],
      ['segunda', 'sent'],
    ]);
  });

  it('acks the simulated phone still owed when the process stopped are given at the next start', async () => {
    const number = '5511966660002';
    const sandbox = t.deps.channels.get('sandbox') as SandboxAdapter;
    const conn = { id: desk.connectionId, companyId: desk.admin.user.companyId, name: 'x' };
    // the phone receives a message, then the process stops before the phone acknowledges it
    await sandbox.send(conn, { to: number, body: 'antes de parar' });
    sandbox.close();
    expect(await phoneOf(number)).toMatchObject([{ body: 'antes de parar', ack: 1 }]);

    await sandbox.start(conn); // what the next process does for every connected session

    await eventually(async () =>
      expect(await phoneOf(number)).toMatchObject([{ body: 'antes de parar', ack: 3 }]),
    );
  });
});
