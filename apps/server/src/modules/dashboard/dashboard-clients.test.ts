import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testClock, type Session, type TestApp } from '../../../test/harness';
import * as figures from './dashboard-figures.repo';
import * as raw from './dashboard-raw.repo';
import { resolvePeriod } from './period';
import { seedCycles, type CycleFixture } from './dashboard.testkit';

/**
 * The top clients with more contacts than the ten shown (decision 0111 ranks them on the count
 * first and sums the means of the ten kept only). Company in America/Sao_Paulo (UTC-3), period
 * 20–23 Nov local, today the 24th.
 *
 * | contact  | cycles in the period (queue, service)       | outside               |
 * | Ana      | Atendimento 10, 20 (21st); Financeiro 30 (22nd) | Atendimento 60 (19th) |
 * | Bia      | Financeiro 5 (22nd), 8 (23rd)               |                       |
 * | Cliente J … Cliente A, created in that order | Atendimento 1 … 10 (20th) |  |
 *
 * Ties of count are kept by contact id (the first created), then shown by name.
 */
describe('dashboard top clients', () => {
  const clock = testClock(new Date('2026-11-24T15:00:00.000Z'));
  let t: TestApp;
  let admin: Session;
  let supervisor: Session;
  let companyId: number;
  let financeiro: number;
  const period = 'date_from=2026-11-20&date_to=2026-11-23';

  beforeAll(async () => {
    t = await startTestApp({ clock });
    ({ admin } = await t.signupCompany('Empresa Clientes'));
    companyId = admin.user.companyId;
    const queue = async (name: string, color: string) =>
      // a second queue needs a greeting (spec 2 §5)
      (
        await t.request('POST', '/queue', admin.token, { name, color, greetingMessage: 'Olá!' })
      ).json().id as number;
    const atendimento = await queue('Atendimento', '#0000ff');
    financeiro = await queue('Financeiro', '#00ff00');
    const res = await t.request('POST', '/users', admin.token, {
      name: 'Sara Supervisora',
      email: 'sara@clientes.test',
      password: 'Secret123',
      profile: 'supervisor',
      queueIds: [financeiro],
    });
    expect(res.statusCode, res.body).toBe(200);
    supervisor = await t.login('sara@clientes.test', 'Secret123');
    const served = (
      contactName: string,
      queueId: number,
      startedAt: string,
      minutes: number,
    ): CycleFixture => ({
      contactName,
      queueId,
      userId: admin.user.id,
      queuedAt: startedAt,
      startedAt,
      finishedAt: new Date(Date.parse(startedAt) + minutes * 60_000).toISOString(),
    });
    const singles = 'JIHGFEDCBA'
      .split('')
      .map((letter, i) =>
        served(`Cliente ${letter}`, atendimento, `2026-11-20T12:${10 + i}:00.000Z`, i + 1),
      );
    await seedCycles(t.deps.db, companyId, [
      ...singles,
      served('Ana', atendimento, '2026-11-21T12:00:00.000Z', 10),
      served('Ana', atendimento, '2026-11-21T14:00:00.000Z', 20),
      served('Ana', financeiro, '2026-11-22T12:00:00.000Z', 30),
      served('Ana', atendimento, '2026-11-19T12:00:00.000Z', 60),
      served('Bia', financeiro, '2026-11-22T15:00:00.000Z', 5),
      served('Bia', financeiro, '2026-11-23T15:00:00.000Z', 8),
    ]);
  }, 120_000);
  afterAll(() => t.close());

  const clientsOf = async (s: Session) => {
    const res = await t.request('GET', `/dashboard?${period}`, s.token);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json()
      .clients.map((c: { clientName: string; totalTickets: number; avgSupportTime: number }) => [
        c.clientName,
        c.totalTickets,
        c.avgSupportTime,
      ]);
  };

  it('ten of twelve: most cycles first, ties kept by the first created, means of the period', async () => {
    expect(await clientsOf(admin)).toEqual([
      ['Ana', 3, 20],
      ['Bia', 2, 6.5],
      ['Cliente C', 1, 8],
      ['Cliente D', 1, 7],
      ['Cliente E', 1, 6],
      ['Cliente F', 1, 5],
      ['Cliente G', 1, 4],
      ['Cliente H', 1, 3],
      ['Cliente I', 1, 2],
      ['Cliente J', 1, 1],
    ]);
  });

  it('a supervisor ranks and averages only the cycles of their queues', async () => {
    expect(await clientsOf(supervisor)).toEqual([
      ['Bia', 2, 6.5],
      ['Ana', 1, 30],
    ]);
  });

  it('equals the raw aggregation for every scope', async () => {
    const p = resolvePeriod(
      { from: '2026-11-20', to: '2026-11-23' },
      clock.now(),
      'America/Sao_Paulo',
    );
    for (const queueIds of [null, [financeiro], []]) {
      const scope = { companyId, queueIds };
      expect(await figures.clients(t.deps.db, scope, p)).toEqual(
        await raw.clients(t.deps.db, scope, p),
      );
    }
  });
});
