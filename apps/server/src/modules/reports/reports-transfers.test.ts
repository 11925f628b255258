import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDesk, startTestApp, testClock, type TestApp } from '../../../test/harness';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/**
 * A conversation transferred to another queue and finished by another person, across midnight
 * in São Paulo: the report keeps it on the day it began, with its first wait and its whole
 * handling (decision 0148), credited to the queue and person that finished it.
 */
describe('a transferred conversation in the reports', () => {
  const clock = testClock(new Date('2026-11-20T02:00:00.000Z')); // 23:00 of the 19th there
  const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
  let t: TestApp;
  let desk: Desk;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    desk = await openDemoDesk(t, { bot: false });
  }, 120_000);
  afterAll(() => t.close());

  const put = (id: number, body: object, token = desk.admin.token) =>
    t.request('PUT', `/tickets/${id}`, token, body);
  const report = async (day: string) => {
    const res = await t.request(
      'GET',
      `/reports/tickets?date_from=${day}&date_to=${day}`,
      desk.admin.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().rows as Record<string, unknown>[];
  };

  it('stays on the day it began, with the first wait and the whole handling', async () => {
    await desk.customerSays('5511960000001', 'Oi, boa noite', { name: 'Noturna' });
    const list = await t.request('GET', '/tickets?searchParam=5511960000001', desk.admin.token);
    const { id } = list.json().tickets[0] as { id: number };
    expect((await put(id, { queueId: desk.atendimento })).statusCode).toBe(200);
    at('2026-11-20T02:05:00.000Z');
    expect((await put(id, { status: 'open' })).statusCode).toBe(200);
    // after midnight there: to Financeiro, waiting for a person again
    at('2026-11-20T03:30:00.000Z');
    desk = await openDemoDesk(t, { bot: false }); // sign in again: sessions last 15 minutes
    const moved = await put(id, { queueId: desk.financeiro, userId: null, status: 'pending' });
    expect(moved.statusCode, moved.body).toBe(200);
    at('2026-11-20T03:40:00.000Z');
    expect((await put(id, { status: 'open', userId: desk.agent.user.id })).statusCode).toBe(200);
    at('2026-11-20T04:00:00.000Z');
    desk = await openDemoDesk(t, { bot: false });
    expect((await put(id, { status: 'closed' })).statusCode).toBe(200);

    expect(await report('2026-11-20')).toEqual([]);
    expect(await report('2026-11-19')).toEqual([
      expect.objectContaining({
        contactName: 'Noturna',
        queueName: 'Financeiro',
        userName: desk.agent.user.name,
        status: 'closed',
        queuedAt: '2026-11-20T02:00:00.000Z',
        startedAt: '2026-11-20T02:05:00.000Z',
        finishedAt: '2026-11-20T04:00:00.000Z',
        firstResponseMinutes: 5,
        resolutionMinutes: 120,
      }),
    ]);
  });
});
