import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queues } from '../../db/schema';
import { DEMO_LOGINS, startTestApp, type Session, type TestApp } from '../../../test/harness';

/**
 * The queue references of a connection (transferQueueId, sendIdQueue) are checked against the
 * company: another company's queue or an unknown one is a 400 naming the field, never stored.
 */
describe('connections: queue references', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aQueue: number;
  let bQueue: number;
  let bConn: number;
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa Referências')).admin;
    aQueue = (await t.request('GET', '/queue', a.token)).json()[0].id;
    bConn = (
      await t.request('POST', '/whatsapp', b.token, { name: 'Conexão B', provider: 'sandbox' })
    ).json().id;
    // queues have no write endpoint yet: B's queue is put in place directly
    const [q] = await t.deps.db
      .insert(queues)
      .values({ companyId: b.user.companyId, name: 'Fila B', color: '#111111' })
      .returning();
    bQueue = q.id;
  });
  afterAll(() => t.close());

  const bConnection = async () => (await t.request('GET', `/whatsapp/${bConn}`, b.token)).json();

  for (const field of ['transferQueueId', 'sendIdQueue'] as const) {
    it(`refuses another company's queue as ${field}, on create and on update`, async () => {
      const created = await t.request('POST', '/whatsapp', b.token, {
        name: `Outra ${field}`,
        provider: 'sandbox',
        [field]: aQueue,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({
        error: 'ERR_VALIDATION',
        fields: { [field]: 'Fila não encontrada' },
      });
      const names = (await t.request('GET', '/whatsapp', b.token))
        .json()
        .map((c: { name: string }) => c.name);
      expect(names).toEqual(['Conexão B']);

      const updated = await t.request('PUT', `/whatsapp/${bConn}`, b.token, { [field]: aQueue });
      expect(updated.statusCode).toBe(400);
      expect(updated.json().fields).toEqual({ [field]: 'Fila não encontrada' });
      expect((await bConnection())[field]).toBeNull();
    });

    it(`answers 400, not 500, for an unknown ${field}`, async () => {
      const res = await t.request('PUT', `/whatsapp/${bConn}`, b.token, { [field]: 987654 });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ [field]: 'Fila não encontrada' });
      expect((await bConnection())[field]).toBeNull();
    });

    it(`stores the company's own queue as ${field}`, async () => {
      const res = await t.request('PUT', `/whatsapp/${bConn}`, b.token, { [field]: bQueue });
      expect(res.statusCode).toBe(200);
      expect((await bConnection())[field]).toBe(bQueue);
    });
  }
});
