import { companyChannel } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_LOGINS,
  record,
  sleep,
  startTestApp,
  type Session,
  type TestApp,
} from '../../../test/harness';

/** Company B (signed up) against company A (the demo company): connections never cross over. */
describe('connections: tenant isolation', () => {
  let t: TestApp;
  let a: Session;
  let b: Session;
  let aConnId: number;
  beforeAll(async () => {
    t = await startTestApp();
    a = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    b = (await t.signupCompany('Empresa B')).admin;
    aConnId = (await t.request('GET', '/whatsapp', a.token))
      .json()
      .find((c: { name: string }) => c.name === 'Telefone simulado').id;
  });
  afterAll(() => t.close());

  const aConnection = async () => (await t.request('GET', `/whatsapp/${aConnId}`, a.token)).json();

  it('B gets 404 reading, changing, deleting or pressing session buttons on A’s connection', async () => {
    const attempts = [
      await t.request('GET', `/whatsapp/${aConnId}`, b.token),
      await t.request('PUT', `/whatsapp/${aConnId}`, b.token, { name: 'Tomada' }),
      await t.request('PUT', `/whatsapp/${aConnId}`, b.token, { isDefault: false }),
      await t.request('POST', `/whatsappsession/${aConnId}`, b.token),
      await t.request('PUT', `/whatsappsession/${aConnId}`, b.token),
      await t.request('DELETE', `/whatsappsession/${aConnId}`, b.token),
      await t.request('DELETE', `/whatsapp/${aConnId}`, b.token),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('ERR_NO_WAPP_FOUND');
    }
    expect(await aConnection()).toMatchObject({
      name: 'Telefone simulado',
      status: 'CONNECTED',
      isDefault: true,
    });
  });

  it('B gets 404 on A’s sandbox endpoints and cannot write as A’s customer', async () => {
    const attempts = [
      await t.request('POST', `/sandbox/${aConnId}/messages`, b.token, {
        number: '5511911112222',
        body: 'Invasão',
      }),
      await t.request('GET', `/sandbox/${aConnId}/messages?number=5511911112222`, b.token),
      await t.request('POST', `/sandbox/${aConnId}/pair`, b.token, { qrcode: 'x' }),
    ];
    for (const res of attempts) expect(res.statusCode).toBe(404);
    const aTickets = (await t.request('GET', '/tickets?status=pending', a.token)).json();
    expect(aTickets.tickets).toEqual([]);
    expect(await aConnection()).toMatchObject({ status: 'CONNECTED' });
  });

  it('B never sees A’s connections in its list, whatever companyId it sends', async () => {
    const created = await t.request('POST', '/whatsapp', b.token, {
      name: 'Conexão B',
      provider: 'sandbox',
    });
    expect(created.statusCode).toBe(200);
    // B's first connection becomes its default, A's default is untouched
    expect(created.json().isDefault).toBe(true);
    expect((await aConnection()).isDefault).toBe(true);

    const aIds = (await t.request('GET', '/whatsapp', a.token))
      .json()
      .map((c: { id: number }) => c.id);
    for (const url of ['/whatsapp', `/whatsapp?companyId=${a.user.companyId}`]) {
      const list = (await t.request('GET', url, b.token)).json();
      expect(list.map((c: { name: string }) => c.name)).toEqual(['Conexão B']);
      expect(list.some((c: { id: number }) => aIds.includes(c.id))).toBe(false);
    }
    expect(aIds).not.toContain(created.json().id);
    // and A cannot reach B's either
    expect((await t.request('GET', `/whatsapp/${created.json().id}`, a.token)).statusCode).toBe(
      404,
    );
  });

  it('B’s sockets receive none of A’s whatsapp, session, ticket or message events', async () => {
    const bSocket = await t.connectSocket(b.token);
    const aSocket = await t.connectSocket(a.token);
    const bAny: string[] = [];
    bSocket.onAny((event: string) => bAny.push(event));
    const bOnA = (['whatsapp', 'whatsappSession', 'ticket', 'appMessage'] as const).map((c) =>
      record(bSocket, companyChannel(a.user.companyId, c)),
    );
    const aHeard = {
      whatsapp: record(aSocket, companyChannel(a.user.companyId, 'whatsapp')),
      session: record(aSocket, companyChannel(a.user.companyId, 'whatsappSession')),
      ticket: record(aSocket, companyChannel(a.user.companyId, 'ticket')),
      message: record(aSocket, companyChannel(a.user.companyId, 'appMessage')),
    };

    const extra = (
      await t.request('POST', '/whatsapp', a.token, { name: 'Segunda A', provider: 'sandbox' })
    ).json();
    await t.request('PUT', `/whatsapp/${extra.id}`, a.token, { name: 'Segunda A editada' });
    await t.request('DELETE', `/whatsappsession/${extra.id}`, a.token);
    await t.request('DELETE', `/whatsapp/${extra.id}`, a.token);
    const said = await t.request('POST', `/sandbox/${aConnId}/messages`, a.token, {
      number: '5511933334444',
      name: 'Cliente de A',
      body: 'Olá, empresa A',
    });
    expect(said.statusCode).toBe(200);

    const start = Date.now();
    while (
      (!aHeard.whatsapp.length ||
        !aHeard.session.length ||
        !aHeard.ticket.length ||
        !aHeard.message.length) &&
      Date.now() - start < 5_000
    ) {
      await sleep(50);
    }
    await sleep(200);
    // A's own socket heard everything (the events really were sent)...
    expect(aHeard.whatsapp.length).toBeGreaterThan(0);
    expect(aHeard.session.length).toBeGreaterThan(0);
    expect(aHeard.ticket.length).toBeGreaterThan(0);
    expect(aHeard.message).toContainEqual(
      expect.objectContaining({
        action: 'create',
        message: expect.objectContaining({ body: 'Olá, empresa A' }),
      }),
    );
    // ...and B's heard nothing at all
    for (const heard of bOnA) expect(heard).toEqual([]);
    expect(bAny).toEqual([]);
  });
});
