import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openDemoDesk, startTestApp, type TestApp } from '../../../test/harness';

type Desk = Awaited<ReturnType<typeof openDemoDesk>>;

/**
 * A connection's token acts for its own company only: company B's token reaching a number that
 * is company A's contact creates B's own contact and ticket, on B's connection, and A sees
 * nothing. The rate limit counts each token apart.
 */
describe('external send API: tenancy and rate limit', () => {
  let t: TestApp;
  let desk: Desk;
  let tokenA: string;
  let tokenB: string;
  let b: Awaited<ReturnType<TestApp['signupCompany']>>['admin'];
  let bConn: { id: number; companyId: number; name: string };
  const send = (token: string, number: string, body = 'Oi') =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: { authorization: `Bearer ${token}` },
      payload: { number, body },
    });

  beforeAll(async () => {
    t = await startTestApp({ jobs: true, deps: { apiSendsPerMinute: 3 } });
    desk = await openDemoDesk(t, { bot: false });
    tokenA = (await t.request('GET', `/whatsapp/${desk.connectionId}`, desk.admin.token)).json()
      .token;
    b = (await t.signupCompany('Empresa Integradora')).admin;
    const created = (
      await t.request('POST', '/whatsapp', b.token, { name: 'Telefone B', provider: 'sandbox' })
    ).json();
    await t.request('POST', `/sandbox/${created.id}/pair`, b.token, { qrcode: created.qrcode });
    tokenB = (await t.request('GET', `/whatsapp/${created.id}`, b.token)).json().token;
    bConn = { id: created.id, companyId: b.user.companyId, name: 'Telefone B' };
  });
  afterAll(() => t.close());

  it("B's token never reaches A's contacts or tickets", async () => {
    expect((await desk.customerSays('5511977770001', 'Sou cliente da A')).statusCode).toBe(200);
    const aContacts = async () =>
      (await t.request('GET', '/contacts?searchParam=5511977770001', desk.admin.token)).json();
    const before = await aContacts();
    expect(before.count).toBe(1);

    const res = await send(tokenB, '5511977770001', 'Mensagem da B');
    expect(res.statusCode).toBe(200);
    const { ticketId, contactId } = res.json();
    expect(contactId).not.toBe(before.contacts[0].id);
    expect((await t.request('GET', `/tickets/${ticketId}`, desk.admin.token)).statusCode).toBe(404);
    expect((await t.request('GET', `/tickets/${ticketId}`, b.token)).statusCode).toBe(200);
    expect((await aContacts()).count).toBe(1);
    await eventually(async () => {
      const onB = await t.runtime.channels.sandbox.conversation(bConn, '5511977770001');
      expect(onB.map((m) => m.body)).toEqual(['Mensagem da B']);
    });
    const aConn = { id: desk.connectionId, companyId: desk.admin.user.companyId, name: '' };
    const onA = await t.runtime.channels.sandbox.conversation(aConn, '5511977770001');
    expect(onA.filter((m) => m.direction === 'out')).toEqual([]);
  });

  it('limits each token to its sends per minute, with Retry-After, without touching the other', async () => {
    // B sent once above: two more pass, the fourth is refused
    expect((await send(tokenB, '5511977770002')).statusCode).toBe(200);
    expect((await send(tokenB, '5511977770002')).statusCode).toBe(200);
    const refused = await send(tokenB, '5511977770002');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('ERR_TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(tokenA, '5511977770003')).statusCode).toBe(200);
  });
});
