import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertSettings } from '../companies/companies.repo';
import {
  eventually,
  openDemoDesk,
  startTestApp,
  testClock,
  type TestApp,
} from '../../../test/harness';

/** Monday 10:00 in São Paulo: inside the default week. */
const MONDAY_10H = new Date('2026-11-23T13:00:00Z');

/**
 * The notice switch (checkActiveNotify) is read once per company every few seconds, not once
 * per new customer: a change made here is heard at once, one written by another instance
 * within those seconds.
 */
describe('the waiting-notice switch as the listener reads it', () => {
  const clock = testClock(MONDAY_10H);
  let t: TestApp;
  let desk: Awaited<ReturnType<typeof openDemoDesk>>;
  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t, { bot: false });
  });
  afterAll(() => t.close());

  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  /** How many notice jobs were queued for the ticket a new customer's message opens. */
  const noticeJobsOf = async (number: string) => {
    await desk.customerSays(number, 'Oi');
    const ticketId = await eventually(async () => {
      const found = await t.deps.db.execute(
        sql`select t.id from tickets t join contacts c on c.id = t.contact_id
            where c.number = ${number}`,
      );
      const [row] = rows<{ id: number }>(found);
      expect(row).toBeDefined();
      return row!.id;
    });
    // what the ticket's event may still queue after the request was answered
    await new Promise((done) => setTimeout(done, 300));
    const jobs = await t.deps.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'notify.pending-ticket'
          and (data ->> 'ticketId')::int = ${ticketId}`,
    );
    return rows<{ n: number }>(jobs)[0]!.n;
  };

  it('a change written elsewhere is heard once the switch read last is a few seconds old', async () => {
    const companyId = desk.admin.user.companyId;
    // off (the default): read now, and remembered
    expect(await noticeJobsOf('5511970001001')).toBe(0);
    // another instance turns the notices on: no event reaches this process
    await upsertSettings(t.deps.db, companyId, [{ key: 'checkActiveNotify', value: 'enabled' }]);
    expect(await noticeJobsOf('5511970001002')).toBe(0);
    clock.advance(5_000);
    expect(await noticeJobsOf('5511970001003')).toBe(1);
    // turned off here: heard at once
    const off = await t.request('PUT', '/settings/checkActiveNotify', desk.admin.token, {
      value: 'disabled',
    });
    expect(off.statusCode).toBe(200);
    expect(await noticeJobsOf('5511970001004')).toBe(0);
  });
});
