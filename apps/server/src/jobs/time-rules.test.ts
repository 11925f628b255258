import { companyChannel, RATING_TIMEOUT_MINUTES } from '@atende/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketTrackings, users } from '../db/schema';
import { expireUnansweredRatings } from '../modules/ticket-tracking/rating-expiry';
import { clearAbsentUsers } from '../modules/users/presence';
import { clearAbsentUsersJob } from '../modules/users/presence.job';
import { cyclesOf, offsetClock, sweepCtxOf } from '../../test/automation-kit';
import { eventually, openDemoDesk, record, startTestApp, type TestApp } from '../../test/harness';
import type { SweepCtx } from './sweep';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;
interface UserEvent {
  action: string;
  user?: { id: number; online: boolean };
}

describe('time rules: rating timeout, presence, and how they run', () => {
  const clock = offsetClock();
  let t: TestApp;
  let desk: Desk;
  let sweep: SweepCtx;

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, clock });
    desk = await openDemoDesk(t);
    sweep = sweepCtxOf(t);
  }, 120_000);
  afterAll(() => t.close());

  const put = (id: number, body: object) =>
    t.request('PUT', `/tickets/${id}`, desk.admin.token, body);

  /** A resolved ticket whose customer has been asked for a rating. */
  async function ratingAsked(number: string) {
    await desk.customerSays(number, 'Oi');
    const list = await t.request('GET', `/tickets?searchParam=${number}`, desk.admin.token);
    const id = list.json().tickets[0].id as number;
    await put(id, { status: 'open' });
    await put(id, { status: 'closed' });
    return id;
  }
  const ratingStates = async (...ids: number[]) =>
    (await Promise.all(ids.map((id) => cyclesOf(t, id)))).map((c) => c[0]!.ratingState);

  it('a rating unanswered for a day expires; answered ones and younger ones stay', async () => {
    await t.request('PUT', '/settings/userRating', desk.admin.token, { value: 'enabled' });
    const unanswered = await ratingAsked('5511970000001');
    const answered = await ratingAsked('5511970000002');
    const [cycle] = await cyclesOf(t, answered);
    await t.deps.db
      .update(ticketTrackings)
      .set({ ratingState: 'rated', rating: 3 })
      .where(eq(ticketTrackings.id, cycle!.id));

    await clock.ahead(RATING_TIMEOUT_MINUTES - 1, () => expireUnansweredRatings(sweep));
    expect(await ratingStates(unanswered, answered)).toEqual(['awaiting', 'rated']);

    await clock.ahead(RATING_TIMEOUT_MINUTES + 1, () => expireUnansweredRatings(sweep));
    expect(await ratingStates(unanswered, answered)).toEqual(['expired', 'rated']);
    await clock.ahead(RATING_TIMEOUT_MINUTES + 1, () =>
      Promise.all([expireUnansweredRatings(sweep), expireUnansweredRatings(sweep)]),
    );
    expect(await ratingStates(unanswered, answered)).toEqual(['expired', 'rated']);
  });

  const lastSeenOf = async (id: number) => {
    const [row] = await t.deps.db
      .select({ online: users.online, lastSeenAt: users.lastSeenAt })
      .from(users)
      .where(eq(users.id, id));
    return row!;
  };

  it('the online flag clears 5 minutes after the last status ping, and the company hears it', async () => {
    const admins = await t.connectSocket(desk.admin.token);
    const heard = record(admins, companyChannel(desk.admin.user.companyId, 'user')) as UserEvent[];
    const other = await t.signupCompany('Empresa Vizinha');
    const neighbours = await t.connectSocket(other.admin.token);
    const heardNextDoor = record(neighbours, companyChannel(other.company.id, 'user'));
    const agentId = desk.agent.user.id;
    const agent = await t.connectSocket(desk.agent.token);
    await eventually(async () => expect((await lastSeenOf(agentId)).online).toBe(true));

    await clock.ahead(4, () => clearAbsentUsers(sweep));
    expect((await lastSeenOf(agentId)).online).toBe(true);

    // a ping four minutes later counts from then
    const connectedAt = (await lastSeenOf(agentId)).lastSeenAt!;
    await clock.ahead(4, async () => {
      agent.emit('userStatus');
      await eventually(async () =>
        expect((await lastSeenOf(agentId)).lastSeenAt!.getTime()).toBeGreaterThan(
          connectedAt.getTime(),
        ),
      );
    });
    await clock.ahead(8, () => clearAbsentUsers(sweep));
    expect((await lastSeenOf(agentId)).online).toBe(true);

    await clock.ahead(10, () => clearAbsentUsers(sweep));
    expect((await lastSeenOf(agentId)).online).toBe(false);
    const agentRes = await t.request('GET', `/users/${agentId}`, desk.admin.token);
    expect(agentRes.json()).toMatchObject({ id: agentId, online: false });
    await eventually(() =>
      expect(heard).toContainEqual({
        action: 'update',
        user: expect.objectContaining({ id: agentId, online: false }),
      }),
    );
    const aboutAgent = heard.filter((e) => e.user?.id === agentId && !e.user.online);
    await clock.ahead(10, () => clearAbsentUsers(sweep)); // the next minute's run
    expect(heard.filter((e) => e.user?.id === agentId && !e.user.online)).toEqual(aboutAgent);
    expect(heardNextDoor).not.toContainEqual(
      expect.objectContaining({ user: expect.objectContaining({ id: agentId }) }),
    );
  });

  it('each rule is scheduled once a minute (invoices once a day) and runs as a job of the queue', async () => {
    const scheduled = await t.deps.db.execute(
      sql`select name, cron from pgboss.schedule order by name`,
    );
    expect((scheduled as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'campaign.sweep', cron: '* * * * *' },
      { name: 'cloud-api.webhook-retention', cron: '17 * * * *' },
      { name: 'invoice.issue', cron: '0 6 * * *' },
      { name: 'rating.expire', cron: '* * * * *' },
      { name: 'schedule.dispatch', cron: '* * * * *' },
      { name: 'ticket.closeInactive', cron: '* * * * *' },
      { name: 'ticket.transferWaiting', cron: '* * * * *' },
      { name: 'user.clearAbsent', cron: '* * * * *' },
    ]);

    const agentId = desk.agent.user.id;
    await t.deps.db.update(users).set({ online: true }).where(eq(users.id, agentId));
    await clock.ahead(10, async () => {
      await t.runtime.jobs.send(clearAbsentUsersJob, {});
      await eventually(async () => expect((await lastSeenOf(agentId)).online).toBe(false));
    });
  });
});
