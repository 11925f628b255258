import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  eventually,
  openDemoDesk,
  startTestApp,
  testClock,
  type Session,
  type TestApp,
} from '../../../test/harness';

/** Monday 10:00 in São Paulo: inside the default week (Mon-Fri 08:00-18:00). */
const MONDAY_10H = new Date('2026-11-23T13:00:00Z');
const HOUR = 3_600_000;
const ACTIVE = '5511988880001';
const INACTIVE = '5511988880002';

describe('notices to recipients when a ticket starts waiting', () => {
  const clock = testClock(MONDAY_10H);
  let t: TestApp;
  let desk: Awaited<ReturnType<typeof openDemoDesk>>;
  let conn: { id: number; companyId: number; name: string };
  /** Signing in again ends the previous session: the latest one is kept here. */
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t, { bot: false });
    admin = desk.admin;
    conn = { id: desk.connectionId, companyId: admin.user.companyId, name: 'demo' };
    await setNotices(admin, 'enabled');
    for (const [userId, whatsappNumber, isActive] of [
      [desk.agent.user.id, ACTIVE, true],
      [admin.user.id, INACTIVE, false],
    ] as const) {
      const res = await t.request('POST', '/notify/user', admin.token, {
        userId,
        whatsappNumber,
        isActive,
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  const customerSays = (number: string, body: string, name = 'Cliente Teste') =>
    t.request('POST', `/sandbox/${conn.id}/messages`, admin.token, { number, name, body });
  const setNotices = async (session: Session, value: 'enabled' | 'disabled') =>
    expect(
      (await t.request('PUT', '/settings/checkActiveNotify', session.token, { value })).statusCode,
    ).toBe(200);
  const phone = async (number: string, c = conn) =>
    (await t.runtime.channels.sandbox.conversation(c, number)).map((m) => m.body);
  const ticketOf = async (companyId: number, number: string) => {
    const res = await t.deps.db.execute(
      sql`select t.id, t.uuid, t.pending_notice_at from tickets t
          join contacts c on c.id = t.contact_id
          where t.company_id = ${companyId} and c.number = ${number}`,
    );
    const [row] = (
      res as unknown as { rows: { id: number; uuid: string; pending_notice_at: unknown }[] }
    ).rows;
    return row;
  };
  /** The customer's ticket once its notice was claimed (sent or settled without one). */
  const claimed = (companyId: number, number: string) =>
    eventually(async () => {
      const row = await ticketOf(companyId, number);
      expect(row).toBeDefined();
      expect(row.pending_notice_at).not.toBeNull();
      return row;
    });
  /** The states of the ticket's notice jobs. */
  const noticeJobs = async (ticketId: number) => {
    const res = await t.deps.db.execute(
      sql`select state from pgboss.job where name = 'notify.pending-ticket'
          and (data ->> 'ticketId')::int = ${ticketId}`,
    );
    return (res as unknown as { rows: { state: string }[] }).rows.map((r) => r.state);
  };
  /** Every notice job of the ticket has run, at least `count` of them. */
  const jobsDone = (ticketId: number, count: number) =>
    eventually(async () => {
      const states = await noticeJobs(ticketId);
      expect(states.length).toBeGreaterThanOrEqual(count);
      expect(states.every((s) => s === 'completed')).toBe(true);
    });
  /** Time for what an event may still queue after its request was answered. */
  const settle = () => new Promise((done) => setTimeout(done, 300));
  const notice = (name: string, number: string, queue: string, uuid: string) =>
    `*Atendimento aguardando*\nContato: ${name} (${number})\nFila: ${queue}\nhttp://localhost:8080/tickets/${uuid}`;

  it('each active recipient gets one notice; the event repeating sends nothing more', async () => {
    const customer = '5511970000001';
    await customerSays(customer, 'Oi', 'Carla Cliente');
    const ticket = await eventually(async () => {
      const row = await ticketOf(conn.companyId, customer);
      expect(row).toBeDefined();
      return row;
    });
    await eventually(async () => expect(await phone(ACTIVE)).toHaveLength(1));
    await customerSays(customer, 'Alguém aí?', 'Carla Cliente');
    await customerSays(customer, 'Preciso de ajuda', 'Carla Cliente');
    // the ticket's later messages are not a start of waiting: no job more
    await settle();
    expect(await noticeJobs(ticket.id)).toEqual(['completed']);

    expect(await phone(ACTIVE)).toEqual([
      notice('Carla Cliente', customer, 'Sem fila', ticket.uuid),
    ]);
    expect(await phone(INACTIVE)).toEqual([]);
    // nothing is stored on the customer's ticket: it holds the customer's three messages
    const messages = (await t.request('GET', `/messages/${ticket.id}`, admin.token)).json()
      .messages;
    expect(messages.map((m: { body: string }) => m.body)).toEqual([
      'Oi',
      'Alguém aí?',
      'Preciso de ajuda',
    ]);
  });

  it('a transfer to a queue without agent is a start of waiting too, named by its queue', async () => {
    const customer = '5511970000002';
    const before = (await phone(ACTIVE)).length;
    await setNotices(admin, 'disabled');
    await customerSays(customer, 'Bom dia');
    const ticket = await eventually(async () => {
      const row = await ticketOf(conn.companyId, customer);
      expect(row).toBeDefined();
      return row;
    });
    // notices off (checkActiveNotify): nothing queued, sent or claimed (the job count at the
    // end shows no job was queued later either)
    expect(await noticeJobs(ticket.id)).toEqual([]);
    expect(await phone(ACTIVE)).toHaveLength(before);
    expect((await ticketOf(conn.companyId, customer)).pending_notice_at).toBeNull();
    await setNotices(admin, 'enabled');

    const put = (body: object) => t.request('PUT', `/tickets/${ticket.id}`, admin.token, body);
    expect((await put({ status: 'open' })).statusCode).toBe(200);
    expect((await put({ queueId: desk.financeiro })).json()).toMatchObject({
      status: 'pending',
      userId: null,
    });
    await eventually(async () => expect(await phone(ACTIVE)).toHaveLength(before + 1));
    expect((await phone(ACTIVE)).at(-1)).toBe(
      notice('Cliente Teste', customer, 'Financeiro', ticket.uuid),
    );

    // accepted and transferred back again: never a second notice for the ticket
    expect((await put({ status: 'open' })).statusCode).toBe(200);
    expect((await put({ queueId: desk.atendimento })).statusCode).toBe(200);
    await jobsDone(ticket.id, 2);
    expect(await phone(ACTIVE)).toHaveLength(before + 1);
    // one job for each start of waiting while the notices were on, none for the one before
    expect(await noticeJobs(ticket.id)).toHaveLength(2);
  });

  it('outside the recipients’ hours the ticket is settled without a notice', async () => {
    const before = (await phone(ACTIVE)).length;
    const customer = '5511970000003';
    clock.advance(10 * HOUR); // Monday 20:00: after the default week's 18:00
    try {
      // signed in again: the morning's access token has expired by the evening
      admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
      expect((await customerSays(customer, 'Boa noite')).statusCode).toBe(200);
      await claimed(conn.companyId, customer);
    } finally {
      clock.advance(-10 * HOUR);
      admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    }
    const ticket = await ticketOf(conn.companyId, customer);
    await jobsDone(ticket.id, 1);
    // back inside the hours the customer writes again: the ticket did not start waiting now
    await customerSays(customer, 'Ainda aguardo');
    await settle();
    expect(await noticeJobs(ticket.id)).toEqual(['completed']);
    expect(await phone(ACTIVE)).toHaveLength(before);
  });

  it('saved hours replace the default week', async () => {
    const before = (await phone(ACTIVE)).length;
    // only Monday afternoons: Monday 10:00 is now outside
    const res = await t.request('PUT', '/notify/time/', admin.token, {
      schedules: [
        { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '13:00', endTime: '19:00' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const customer = '5511970000004';
    await customerSays(customer, 'Olá');
    const ticket = await claimed(conn.companyId, customer);
    await jobsDone(ticket.id, 1);
    expect(await phone(ACTIVE)).toHaveLength(before);
    await t.request('PUT', '/notify/time/', admin.token, { schedules: [] });
  });

  it('the hours are read on the company’s clock (its timezone setting)', async () => {
    const before = (await phone(ACTIVE)).length;
    const zone = (value: string) => t.request('PUT', '/settings/timezone', admin.token, { value });
    // Monday 10:00 in São Paulo is 22:00 in Tokyo: after the default week's 18:00
    expect((await zone('Asia/Tokyo')).statusCode).toBe(200);
    try {
      const customer = '5511970000005';
      await customerSays(customer, 'Olá');
      const ticket = await claimed(conn.companyId, customer);
      await jobsDone(ticket.id, 1);
      expect(await phone(ACTIVE)).toHaveLength(before);
    } finally {
      await zone('America/Sao_Paulo');
    }
  });

  it('another company’s waiting tickets reach only its own recipients, through its connection', async () => {
    const b = (await t.signupCompany('Empresa Avisos')).admin;
    const bConn = (
      await t.request('POST', '/whatsapp', b.token, { name: 'Telefone B', provider: 'sandbox' })
    ).json();
    expect(bConn.qrcode).toMatch(/\S/);
    await t.request('POST', `/sandbox/${bConn.id}/pair`, b.token, { qrcode: bConn.qrcode });
    await setNotices(b, 'enabled');
    const B_RECIPIENT = '5511988880009';
    await t.request('POST', '/notify/user', b.token, {
      userId: b.user.id,
      whatsappNumber: B_RECIPIENT,
      isActive: true,
    });
    const beforeA = (await phone(ACTIVE)).length;

    const customer = '5511970000005';
    await t.request('POST', `/sandbox/${bConn.id}/messages`, b.token, {
      number: customer,
      name: 'Cliente de B',
      body: 'Oi B',
    });
    const bRef = { id: bConn.id, companyId: b.user.companyId, name: 'Telefone B' };
    await eventually(async () => expect(await phone(B_RECIPIENT, bRef)).toHaveLength(1));
    const ticket = await ticketOf(b.user.companyId, customer);
    expect(await phone(B_RECIPIENT, bRef)).toEqual([
      notice('Cliente de B', customer, 'Sem fila', ticket.uuid),
    ]);
    await jobsDone(ticket.id, 1);
    // A's recipients heard nothing, on A's phone or B's
    expect(await phone(ACTIVE)).toHaveLength(beforeA);
    expect(await phone(ACTIVE, bRef)).toEqual([]);
  });
});
