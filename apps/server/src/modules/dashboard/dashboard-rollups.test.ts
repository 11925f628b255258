import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketOf } from '../../../test/bot-desk';
import { openDemoDesk, startTestApp, testClock, type TestApp } from '../../../test/harness';
import { settingValue } from '../settings/setting-value';
import * as figures from './dashboard-figures.repo';
import * as raw from './dashboard-raw.repo';
import { rollupZone } from './dashboard-rollups.repo';
import type { Scope } from './dashboard.repo';
import { resolvePeriod } from './period';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/**
 * The rollups (decision 0107) against the raw aggregation (decision 0080) after real cycle
 * writes through the API: every figure of every scope and period equal, and the figures a user
 * reads exact, before and after a change of the company's time zone.
 */
describe('dashboard rollups', () => {
  const clock = testClock(new Date('2026-11-20T10:00:00.000Z'));
  let t: TestApp;
  let desk: Desk;

  /** Moves the clock to `iso` and signs in again (access tokens last 15 minutes). */
  async function at(iso: string) {
    clock.advance(Date.parse(iso) - clock.now().getTime());
    desk = await openDemoDesk(t);
  }
  const put = async (id: number, body: object) => {
    const res = await t.request('PUT', `/tickets/${id}`, desk.admin.token, body);
    expect(res.statusCode, res.body).toBe(200);
  };
  const get = async (path: string) => {
    const res = await t.request('GET', path, desk.admin.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** Every figure read from the rollups equals its raw aggregation, for each scope and period. */
  async function expectRollupsMatchRaw() {
    const db = t.deps.db;
    const companyId = desk.admin.user.companyId;
    const timeZone = await settingValue(db, companyId, 'timezone');
    expect(await rollupZone(db, companyId)).toBe(timeZone);
    const scopes: Scope[] = [
      { companyId, queueIds: null },
      { companyId, queueIds: [desk.atendimento] },
      { companyId, queueIds: [desk.financeiro] },
      { companyId, queueIds: [] },
    ];
    const periods = [
      { days: 1 },
      { days: 30 },
      { from: '2026-11-20', to: '2026-11-20' },
      { from: '2026-11-21', to: '2026-11-22' },
    ];
    for (const scope of scopes) {
      for (const q of periods) {
        const p = resolvePeriod(q, clock.now(), timeZone);
        const where = JSON.stringify({ scope: scope.queueIds, q });
        expect(await figures.counters(db, scope, p), where).toEqual(
          await raw.counters(db, scope, p),
        );
        expect(await figures.attendants(db, scope, p), where).toEqual(
          await raw.attendants(db, scope, p),
        );
        expect(await figures.clients(db, scope, p), where).toEqual(await raw.clients(db, scope, p));
        expect(await figures.finishedByUser(db, scope, p), where).toEqual(
          await raw.finishedByUser(db, scope, p),
        );
        expect(await figures.finishedBySlot(db, scope, p, false), where).toEqual(
          await raw.finishedBySlot(db, scope, p, false),
        );
      }
    }
  }

  beforeAll(async () => {
    t = await startTestApp({ clock, jobs: true });
    desk = await openDemoDesk(t, { bot: false });
    await t.request('PUT', '/settings/userRating', desk.admin.token, { value: 'enabled' });
  }, 120_000);
  afterAll(() => t.close());

  it('open, transfer, accept, close, rate, reopen: the rollups follow every write', async () => {
    // Ana: admin takes it in Atendimento after 5 min, passes it to the agent in Financeiro,
    // who closes it at 10:30Z (07:30 local, 20th); she rates it 3.
    await at('2026-11-20T10:00:00Z');
    await desk.customerSays('5511950000001', 'Oi', { name: 'Ana' });
    const ana = await ticketOf(t, desk.admin, '5511950000001');
    await put(ana.id, { queueId: desk.atendimento });
    await at('2026-11-20T10:05:00Z');
    await put(ana.id, { status: 'open' });
    await at('2026-11-20T10:10:00Z');
    await put(ana.id, { queueId: desk.financeiro, userId: desk.agent.user.id });
    await at('2026-11-20T10:30:00Z');
    await put(ana.id, { status: 'closed' });
    await desk.customerSays('5511950000001', '3', { name: 'Ana' });
    // reopened by the admin at 11:00Z and closed again at 11:20Z: a second cycle
    await at('2026-11-20T11:00:00Z');
    await put(ana.id, { status: 'open' });
    await at('2026-11-20T11:20:00Z');
    await put(ana.id, { status: 'closed' });

    // Bruno: late on the 21st in São Paulo (20:00Z is 17:00 local), the 22nd in Tokyo
    await at('2026-11-21T19:50:00Z');
    await desk.customerSays('5511950000002', 'Boa tarde', { name: 'Bruno' });
    const bruno = await ticketOf(t, desk.admin, '5511950000002');
    await put(bruno.id, { queueId: desk.atendimento });
    await at('2026-11-21T19:52:00Z');
    await put(bruno.id, { status: 'open' });
    await at('2026-11-21T20:00:00Z');
    await put(bruno.id, { status: 'closed' });
    // Carla: still waiting
    await desk.customerSays('5511950000003', 'Olá', { name: 'Carla' });

    await at('2026-11-22T12:00:00Z');
    await expectRollupsMatchRaw();
    const board = await get('/dashboard?days=3');
    expect(board.counters).toMatchObject({
      supportFinished: 3,
      supportPending: 1,
      supportHappening: 0,
      // a transfer keeps the conversation's first take (decision 0148): service 25 (Ana
      // 10:05–10:30, credited to the agent who closed it), 20 (reopened half an hour later: a
      // new conversation) and 8 min; waiting 5, 0 and 2 min
      avgSupportTime: 17.7,
      avgWaitTime: 2.3,
    });
    const agent = board.attendants.find((a: { id: number }) => a.id === desk.agent.user.id);
    expect(agent).toMatchObject({ tickets: 1, rating: 3, avgSupportTime: 25 });
    const day = await get('/dashboard/ticketsDay?initialDate=2026-11-20&finalDate=2026-11-22');
    expect(day).toEqual({
      data: [
        { data: '2026-11-20', total: 2 },
        { data: '2026-11-21', total: 1 },
      ],
      count: 3,
    });
  });

  it('a change of time zone rebuilds the days in the new zone, and later writes follow it', async () => {
    await at('2026-11-22T12:05:00Z');
    const zone = await t.request('PUT', '/settings/timezone', desk.admin.token, {
      value: 'Asia/Tokyo',
    });
    expect(zone.statusCode, zone.body).toBe(200);
    const day = await get('/dashboard/ticketsDay?initialDate=2026-11-20&finalDate=2026-11-22');
    expect(day).toEqual({
      data: [
        { data: '2026-11-20', total: 2 }, // 19:30 and 20:20 local
        { data: '2026-11-22', total: 1 }, // 05:00 local
      ],
      count: 3,
    });
    await expectRollupsMatchRaw();

    // a zone half an hour off UTC: Bruno's close (20:00Z) is 01:30 on the 22nd in Kolkata
    await t.request('PUT', '/settings/timezone', desk.admin.token, { value: 'Asia/Kolkata' });
    await get('/dashboard?days=7');
    await expectRollupsMatchRaw();
    // Carla is taken and closed now (12:10Z, 17:40 local): counted on the 22nd at once
    await at('2026-11-22T12:10:00Z');
    const carla = await ticketOf(t, desk.admin, '5511950000003');
    await put(carla.id, { queueId: desk.financeiro });
    await put(carla.id, { status: 'open' });
    await put(carla.id, { status: 'closed' });
    await expectRollupsMatchRaw();
    const after = await get('/dashboard/ticketsDay?initialDate=2026-11-20&finalDate=2026-11-22');
    expect(after).toEqual({
      data: [
        { data: '2026-11-20', total: 2 },
        { data: '2026-11-22', total: 2 },
      ],
      count: 4,
    });
  });
});
