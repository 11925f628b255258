import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testClock, type Session, type TestApp } from '../../../test/harness';
import { seedCycles } from './dashboard.testkit';

/**
 * Hand-computed figures on a company in America/Sao_Paulo (UTC-3, no summer time since 2019),
 * today being 2026-11-24 local. Day 23 local runs from 2026-11-23T03:00Z to 2026-11-24T03:00Z.
 *
 * | cycle | queue      | user  | queued (Z)  | started (Z) | finished (Z) | local finish      |
 * | T1    | Atendimento| admin | 23 02:50    | 23 02:55    | 23 03:10     | 23rd 00:10 (in)   |
 * | T2    | Atendimento| admin | 24 02:00    | 24 02:30    | 24 03:00     | 24th 00:00 (out)  |
 * | T3    | Financeiro | agent | 23 12:00    | 23 12:10    | 23 12:40     | 23rd 09:40        |
 * | T4    | Atendimento| agent | 23 20:00    | 23 20:20    | —            | in progress       |
 * | T5    | Atendimento| —     | 24 02:59    | —           | —            | waiting (23rd)    |
 * | T6    | Atendimento| —     | 24 03:00    | —           | —            | waiting (24th)    |
 * | T7    | Atendimento| admin | 24 01:00    | 24 01:10    | 24 01:30     | 23rd 22:30 (UTC 24th) |
 */
describe('dashboard figures', () => {
  const clock = testClock(new Date('2026-11-24T15:00:00.000Z'));
  let t: TestApp;
  let admin: Session;
  let agent: Session;
  let supervisor: Session;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    ({ admin } = await t.signupCompany('Empresa Painel'));
    const queue = async (name: string, color: string) =>
      // a second queue needs a greeting (spec 2 §5)
      (
        await t.request('POST', '/queue', admin.token, { name, color, greetingMessage: 'Olá!' })
      ).json().id as number;
    const atendimento = await queue('Atendimento', '#0000ff');
    const financeiro = await queue('Financeiro', '#00ff00');
    const user = async (name: string, email: string, profile: string, queueIds: number[]) => {
      const res = await t.request('POST', '/users', admin.token, {
        name,
        email,
        password: 'Secret123',
        profile,
        queueIds,
      });
      expect(res.statusCode, res.body).toBe(200);
      return t.login(email, 'Secret123');
    };
    agent = await user('Bruna Agente', 'bruna@painel.test', 'user', [atendimento, financeiro]);
    supervisor = await user('Sara Supervisora', 'sara@painel.test', 'supervisor', [financeiro]);
    const a = admin.user.id;
    const g = agent.user.id;
    await seedCycles(t.deps.db, admin.user.companyId, [
      {
        contactName: 'Cliente T1',
        contactCreatedAt: '2026-11-23T02:50:00Z', // 22nd local: not a lead of the 23rd
        queueId: atendimento,
        userId: a,
        queuedAt: '2026-11-23T02:50:00Z',
        startedAt: '2026-11-23T02:55:00Z',
        finishedAt: '2026-11-23T03:10:00Z',
        rating: 3,
      },
      {
        contactName: 'Cliente T2',
        queueId: atendimento,
        userId: a,
        queuedAt: '2026-11-24T02:00:00Z',
        startedAt: '2026-11-24T02:30:00Z',
        finishedAt: '2026-11-24T03:00:00Z',
        rating: 2,
      },
      {
        contactName: 'Cliente T3',
        contactCreatedAt: '2026-11-23T12:00:00Z',
        queueId: financeiro,
        userId: g,
        queuedAt: '2026-11-23T12:00:00Z',
        startedAt: '2026-11-23T12:10:00Z',
        finishedAt: '2026-11-23T12:40:00Z',
        rating: 1,
      },
      {
        contactName: 'Cliente T4',
        queueId: atendimento,
        userId: g,
        queuedAt: '2026-11-23T20:00:00Z',
        startedAt: '2026-11-23T20:20:00Z',
      },
      { contactName: 'Cliente T5', queueId: atendimento, queuedAt: '2026-11-24T02:59:00Z' },
      { contactName: 'Cliente T6', queueId: atendimento, queuedAt: '2026-11-24T03:00:00Z' },
      {
        contactName: 'Cliente T7',
        queueId: atendimento,
        userId: a,
        queuedAt: '2026-11-24T01:00:00Z',
        startedAt: '2026-11-24T01:10:00Z',
        finishedAt: '2026-11-24T01:30:00Z',
      },
    ]);
  }, 120_000);
  afterAll(() => t.close());

  const get = (path: string, s: Session = admin) => t.request('GET', path, s.token);
  const setZone = async (zone: string) => {
    const res = await t.request('PUT', '/settings/timezone', admin.token, { value: zone });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('one local day: counters, attendants and clients, midnight edges included or not', async () => {
    const res = await get('/dashboard?date_from=2026-11-23&date_to=2026-11-23');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.period).toEqual({
      from: '2026-11-23',
      to: '2026-11-23',
      timeZone: 'America/Sao_Paulo',
    });
    // finished T1, T3, T7: service 15, 30, 20 min; waits 5, 10, 10 min
    expect(body.counters).toEqual({
      supportHappening: 1, // T4
      supportPending: 1, // T5 (23:59 local), not T6 (00:00 of the 24th)
      supportFinished: 3,
      avgSupportTime: 21.7,
      avgWaitTime: 8.3,
      leads: 1, // T3's contact; T1's was new on the 22nd local
    });
    const byName = Object.fromEntries(body.attendants.map((r: { name: string }) => [r.name, r]));
    expect(byName['Bruna Agente']).toEqual({
      id: agent.user.id,
      name: 'Bruna Agente',
      online: true, // signed in above
      tickets: 1,
      avgSupportTime: 30,
      rating: 1,
      live: 1,
    });
    expect(byName[admin.user.name as string]).toEqual(
      expect.objectContaining({ tickets: 2, avgSupportTime: 17.5, rating: 3, live: 0 }),
    );
    expect(byName['Sara Supervisora']).toEqual(
      expect.objectContaining({ tickets: 0, avgSupportTime: 0, rating: 0, live: 0 }),
    );
    expect(body.clients).toEqual([
      expect.objectContaining({ clientName: 'Cliente T1', totalTickets: 1, avgSupportTime: 15 }),
      expect.objectContaining({ clientName: 'Cliente T3', totalTickets: 1, avgSupportTime: 30 }),
      expect.objectContaining({ clientName: 'Cliente T7', totalTickets: 1, avgSupportTime: 20 }),
    ]);
  });

  it('days=1 is today (the 24th local), from its first minute', async () => {
    const body = (await get('/dashboard?days=1')).json();
    expect(body.period).toEqual(expect.objectContaining({ from: '2026-11-24', to: '2026-11-24' }));
    expect(body.counters).toEqual(
      expect.objectContaining({ supportFinished: 1, supportPending: 1, supportHappening: 0 }),
    );
  });

  it('no period: from the first of the month to today', async () => {
    const body = (await get('/dashboard')).json();
    expect(body.period).toEqual(expect.objectContaining({ from: '2026-11-01', to: '2026-11-24' }));
    expect(body.counters.supportFinished).toBe(4);
  });

  it('tickets per hour of one day and per day of a period, in the company zone', async () => {
    const hours = (
      await get('/dashboard/ticketsDay?initialDate=2026-11-23&finalDate=2026-11-23')
    ).json();
    expect(hours).toEqual({
      data: [
        { horario: '00', total: 1 },
        { horario: '09', total: 1 },
        { horario: '22', total: 1 },
      ],
      count: 3,
    });
    const days = (
      await get('/dashboard/ticketsDay?initialDate=2026-11-22&finalDate=2026-11-24')
    ).json();
    expect(days).toEqual({
      data: [
        { data: '2026-11-23', total: 3 },
        { data: '2026-11-24', total: 1 },
      ],
      count: 4,
    });
    const users = (
      await get('/dashboard/ticketsUsers?initialDate=2026-11-23&finalDate=2026-11-23')
    ).json();
    expect(users).toEqual({
      data: [
        { userId: admin.user.id, nome: admin.user.name, quantidade: 2 },
        { userId: agent.user.id, nome: 'Bruna Agente', quantidade: 1 },
      ],
    });
  });

  it('the same cycles counted in UTC move across midnight', async () => {
    await setZone('UTC');
    try {
      const days = (
        await get('/dashboard/ticketsDay?initialDate=2026-11-22&finalDate=2026-11-24')
      ).json();
      expect(days.data).toEqual([
        { data: '2026-11-23', total: 2 },
        { data: '2026-11-24', total: 2 },
      ]);
      const day = (await get('/dashboard?date_from=2026-11-23&date_to=2026-11-23')).json();
      expect(day.counters).toEqual(
        expect.objectContaining({ supportFinished: 2, leads: 2, supportPending: 0 }),
      );
    } finally {
      await setZone('America/Sao_Paulo');
    }
  });

  it('a supervisor sees only the cycles of their queues; an agent is refused', async () => {
    const body = (
      await get('/dashboard?date_from=2026-11-23&date_to=2026-11-23', supervisor)
    ).json();
    expect(body.counters).toEqual({
      supportHappening: 0,
      supportPending: 0,
      supportFinished: 1,
      avgSupportTime: 30,
      avgWaitTime: 10,
      leads: 1,
    });
    expect(body.attendants.map((r: { name: string }) => r.name)).toEqual([
      'Bruna Agente',
      'Sara Supervisora',
    ]);
    const users = (
      await get('/dashboard/ticketsUsers?initialDate=2026-11-23&finalDate=2026-11-23', supervisor)
    ).json();
    expect(users.data).toEqual([{ userId: agent.user.id, nome: 'Bruna Agente', quantidade: 1 }]);
    expect((await get('/dashboard', agent)).statusCode).toBe(403);
  });

  it('bad filters answer 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/dashboard?days=abc', 'days'],
      ['/dashboard?days=0', 'days'],
      ['/dashboard?date_from=2026-02-31', 'date_from'],
      ['/dashboard?date_from=2026-11-20&date_to=2026-11-10', 'date_to'],
      ['/dashboard?date_from=2024-01-01&date_to=2026-01-01', 'date_to'],
      ['/dashboard/ticketsDay?initialDate=ontem', 'initialDate'],
      ['/dashboard/ticketsUsers?initialDate=2026-11-20&finalDate=2026-11-01', 'finalDate'],
    ];
    for (const [path, field] of cases) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(400);
      expect(Object.keys(res.json().fields), path).toEqual([field]);
    }
    const unknown = await get('/dashboard?days=7&queue=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Filtro desconhecido: queue');
    const zone = await t.request('PUT', '/settings/timezone', admin.token, { value: 'Marte/Base' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().fields).toEqual({ value: 'Fuso horário desconhecido' });
  });
});
