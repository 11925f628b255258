import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Session, type TestApp } from '../../../test/harness';
import { superLogin } from '../companies/companies.testkit';

describe('plans (super users)', () => {
  let t: TestApp;
  let root: Session;
  beforeAll(async () => {
    t = await startTestApp();
    root = await superLogin(t);
  });
  afterAll(() => t.close());

  const plan = (over: object = {}) => ({
    name: 'Plano Básico',
    users: 3,
    connections: 1,
    queues: 2,
    value: '89.90',
    useCampaigns: false,
    useSchedules: true,
    useInternalChat: true,
    useExternalApi: false,
    useKanban: true,
    useOpenAi: false,
    useIntegrations: false,
    ...over,
  });
  const storedValue = async (id: number) => {
    const res = await t.deps.db.execute(
      sql`select value::text as value from plans where id = ${id}`,
    );
    return (res as unknown as { rows: { value: string }[] }).rows[0].value;
  };

  it('creates, reads, updates and lists plans, the value kept as the exact decimal', async () => {
    const res = await t.request('POST', '/plans', root.token, plan());
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ ...plan(), value: 89.9 });
    expect(await storedValue(created.id)).toBe('89.90');

    const updated = await t.request(
      'PUT',
      `/plans/${created.id}`,
      root.token,
      plan({ value: '1234567.89', useCampaigns: true }),
    );
    expect(updated.json()).toMatchObject({ value: 1234567.89, useCampaigns: true });
    expect(await storedValue(created.id)).toBe('1234567.89');
    // as a Brazilian types it: thousands dots, comma cents, 'R$'
    await t.request('PUT', `/plans/${created.id}`, root.token, plan({ value: 'R$ 1.299,90' }));
    expect(await storedValue(created.id)).toBe('1299.90');
    const comma = await t.request(
      'PUT',
      `/plans/${created.id}`,
      root.token,
      plan({ value: '0,5' }),
    );
    expect(comma.statusCode).toBe(200);
    expect(await storedValue(created.id)).toBe('0.50');

    expect((await t.request('GET', `/plans/${created.id}`, root.token)).json().name).toBe(
      'Plano Básico',
    );
    const all = (await t.request('GET', '/plans/all', root.token)).json();
    expect(all.map((p: { name: string }) => p.name)).toEqual(['Plano Básico', 'Plano Padrão']);
  });

  it('refuses money below zero or with more than two decimals, and bad numbers, naming the field', async () => {
    for (const value of [-1, '-0.01', 0.1 + 0.2, '10,999', '10.9999', 'abc', '', '1e3']) {
      const res = await t.request('POST', '/plans', root.token, plan({ name: 'Errado', value }));
      expect(res.statusCode, String(value)).toBe(400);
      expect(Object.keys(res.json().fields), String(value)).toEqual(['value']);
    }
    const res = await t.request('POST', '/plans', root.token, {
      name: '',
      users: -1,
      connections: 'x',
      queues: 1.5,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      ['connections', 'name', 'queues', 'users', 'value'].sort(),
    );
    // a plan of no users, connections or queues would leave its companies unable to add any
    const none = await t.request('POST', '/plans', root.token, {
      ...plan({ name: 'Vazio' }),
      users: 0,
      connections: 0,
      queues: 0,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({
      users: 'At least 1',
      connections: 'At least 1',
      queues: 'At least 1',
    });
    const dup = await t.request('POST', '/plans', root.token, plan({ name: 'plano padrão' }));
    expect(dup.json()).toMatchObject({
      error: 'ERR_VALIDATION',
      fields: { name: expect.any(String) },
    });
    expect((await t.request('GET', '/plans/99999', root.token)).statusCode).toBe(404);
  });

  it('deletes an unused plan; a plan in use is refused with a message naming it', async () => {
    const standard = (await t.request('GET', '/plans/all', root.token))
      .json()
      .find((p: { name: string }) => p.name === 'Plano Padrão');
    const inUse = await t.request('DELETE', `/plans/${standard.id}`, root.token);
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json()).toEqual({
      error: 'ERR_PLAN_IN_USE',
      message: 'O plano "Plano Padrão" está em uso por 2 empresa(s) e não pode ser excluído',
    });
    const spare = (await t.request('POST', '/plans', root.token, plan({ name: 'Sobra' }))).json();
    const gone = await t.request('DELETE', `/plans/${spare.id}`, root.token);
    expect(gone.json()).toEqual({ message: 'Plano excluído' });
    expect((await t.request('GET', `/plans/${spare.id}`, root.token)).statusCode).toBe(404);
  });
});
