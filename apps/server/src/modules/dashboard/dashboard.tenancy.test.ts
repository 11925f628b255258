import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testClock, type Session, type TestApp } from '../../../test/harness';
import { seedCycles } from './dashboard.testkit';

/** Company B's dashboard and reports hold none of company A's cycles, whatever B sends. */
describe('dashboard and reports: tenant isolation', () => {
  const clock = testClock(new Date('2026-11-24T15:00:00.000Z'));
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aQueue: number;
  let aTag: number;
  let aConnection: number;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    a = (await t.signupCompany('Empresa A')).admin;
    b = (await t.signupCompany('Empresa B')).admin;
    aQueue = (
      await t.request('POST', '/queue', a.token, { name: 'Fila A', color: '#0000ff' })
    ).json().id;
    aTag = (await t.request('POST', '/tags', a.token, { name: 'Tag A', color: '#ff0000' })).json()
      .id;
    await seedCycles(t.deps.db, a.user.companyId, [
      {
        contactName: 'Cliente de A',
        contactCreatedAt: '2026-11-23T12:00:00Z',
        queueId: aQueue,
        userId: a.user.id,
        queuedAt: '2026-11-23T12:00:00Z',
        startedAt: '2026-11-23T12:05:00Z',
        finishedAt: '2026-11-23T12:35:00Z',
      },
    ]);
    aConnection = (await t.request('GET', '/whatsapp', a.token)).json()[0].id;
  }, 120_000);
  afterAll(() => t.close());

  const period = 'date_from=2026-11-23&date_to=2026-11-23';
  const get = (path: string, s: Session) => t.request('GET', path, s.token);

  it('A sees its cycle; B sees zeros and only its own people, whatever companyId it sends', async () => {
    const aBody = (await get(`/dashboard?${period}`, a)).json();
    expect(aBody.counters.supportFinished).toBe(1);
    const res = await get(`/dashboard?${period}&companyId=${a.user.companyId}`, b);
    expect(res.statusCode).toBe(200);
    expect(res.json().counters).toEqual({
      supportHappening: 0,
      supportPending: 0,
      supportFinished: 0,
      avgSupportTime: 0,
      avgWaitTime: 0,
      leads: 0,
    });
    expect(res.json().attendants.map((r: { id: number }) => r.id)).toEqual([b.user.id]);
    expect(res.json().clients).toEqual([]);
    const charts = `initialDate=2026-11-23&finalDate=2026-11-23&companyId=${a.user.companyId}`;
    expect((await get(`/dashboard/ticketsUsers?${charts}`, b)).json()).toEqual({ data: [] });
    expect((await get(`/dashboard/ticketsDay?${charts}`, b)).json()).toEqual({
      data: [],
      count: 0,
    });
  });

  it('B’s reports and exports hold nothing of A', async () => {
    expect((await get(`/reports/tickets?${period}`, b)).json()).toEqual({
      rows: [],
      hasMore: false,
      nextCursor: null,
      timeZone: 'America/Sao_Paulo',
    });
    expect((await get(`/reports/attendants?${period}`, b)).json()).toEqual({ rows: [] });
    expect((await get(`/reports/queues?${period}`, b)).json()).toEqual({ rows: [] });
    const csv = await get(`/reports/tickets/export?${period}&format=csv`, b);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Cliente de A');
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('A’s queue, tag, user or connection as B’s filter is refused, naming the field', async () => {
    const foreign: [string, number][] = [
      ['queueId', aQueue],
      ['tagId', aTag],
      ['userId', a.user.id],
      ['whatsappId', aConnection],
    ];
    for (const [field, id] of foreign) {
      for (const path of [
        '/reports/tickets?',
        '/reports/queues?',
        '/reports/tickets/export?format=csv&',
      ]) {
        const res = await get(`${path}${period}&${field}=${id}`, b);
        expect(res.statusCode, `${path} ${field}`).toBe(400);
        expect(Object.keys(res.json().fields)).toEqual([field]);
      }
    }
  });
});
