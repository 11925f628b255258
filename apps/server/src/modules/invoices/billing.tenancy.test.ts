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
import {
  CHECKOUT,
  dayOf,
  invoicesOf,
  issueNow,
  setDueDate,
  superLogin,
} from '../payments/billing.testkit';

type Role = 'super' | 'admin' | 'user' | 'otherAdmin';

/**
 * Every billing route for the super user, company A's admin and agent, and company B's admin
 * (a generated matrix): an admin sees only its own company's invoices; agents see none; only
 * the super user reaches the platform's list, the issue button and the sandbox's payment.
 */
describe('billing: roles and tenant isolation', () => {
  let t: TestApp;
  const as = {} as Record<Role, Session>;
  let aInvoice: { id: number };
  let bInvoice: { id: number };
  let aCharge: number;
  beforeAll(async () => {
    t = await startTestApp();
    as.super = await superLogin(t);
    as.admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    as.user = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    as.otherAdmin = (await t.signupCompany('Empresa B')).admin;
    await setDueDate(t, as.admin.user.companyId, dayOf(t, 5));
    await issueNow(t, as.super);
    aInvoice = (await invoicesOf(t, as.admin))[0]!;
    bInvoice = (await invoicesOf(t, as.otherAdmin))[0]!;
    const pix = await t.request('POST', '/subscription', as.admin.token, {
      ...CHECKOUT,
      invoiceId: aInvoice.id,
    });
    aCharge = pix.json().chargeId;
  });
  afterAll(() => t.close());

  const cases: Array<{
    name: string;
    method: 'GET' | 'POST';
    url: () => string;
    body?: () => object;
    expect: Record<Role, number>;
  }> = [
    {
      name: 'the Faturas list',
      method: 'GET',
      url: () => '/invoices/all',
      expect: { super: 200, admin: 200, user: 403, otherAdmin: 200 },
    },
    {
      name: 'A’s invoice by id',
      method: 'GET',
      url: () => `/invoices/${aInvoice.id}`,
      expect: { super: 200, admin: 200, user: 403, otherAdmin: 404 },
    },
    {
      name: 'the platform’s list of every invoice',
      method: 'GET',
      url: () => '/invoices',
      expect: { super: 200, admin: 403, user: 403, otherAdmin: 403 },
    },
    {
      name: 'issuing invoices now',
      method: 'POST',
      url: () => '/invoices/issue',
      expect: { super: 200, admin: 403, user: 403, otherAdmin: 403 },
    },
    {
      name: 'the subscription page',
      method: 'GET',
      url: () => '/subscription',
      expect: { super: 200, admin: 200, user: 403, otherAdmin: 200 },
    },
    {
      name: 'paying A’s invoice',
      method: 'POST',
      url: () => '/subscription',
      body: () => ({ ...CHECKOUT, invoiceId: aInvoice.id }),
      expect: { super: 404, admin: 200, user: 403, otherAdmin: 404 },
    },
  ];

  for (const c of cases) {
    for (const role of ['super', 'admin', 'user', 'otherAdmin'] as Role[]) {
      it(`${c.name}: ${role} gets ${c.expect[role]}`, async () => {
        const res = await t.request(c.method, c.url(), as[role].token, c.body?.());
        expect(res.statusCode, res.body).toBe(c.expect[role]);
      });
    }
  }

  it('each admin’s list holds only its own company’s invoices, whatever companyId it sends', async () => {
    const aList = await t.request(
      'GET',
      `/invoices/all?companyId=${as.otherAdmin.user.companyId}`,
      as.admin.token,
    );
    expect(aList.json().invoices.map((i: { id: number }) => i.id)).toEqual([aInvoice.id]);
    const bList = await t.request(
      'GET',
      `/invoices/all?companyId=${as.admin.user.companyId}`,
      as.otherAdmin.token,
    );
    expect(bList.json().invoices.map((i: { id: number }) => i.id)).toEqual([bInvoice.id]);
    const platform = (
      await t.request('GET', '/invoices?searchParam=empresa b', as.super.token)
    ).json();
    expect(platform.invoices).toEqual([
      expect.objectContaining({ id: bInvoice.id, companyName: 'Empresa B' }),
    ]);
  });

  it('only the super user marks a sandbox charge paid; B and A’s agent hear nothing of it', async () => {
    for (const role of ['admin', 'user', 'otherAdmin'] as Role[]) {
      const res = await t.request(
        'POST',
        `/payments/sandbox/charges/${aCharge}/pay`,
        as[role].token,
      );
      expect(res.statusCode).toBe(403);
    }
    expect((await invoicesOf(t, as.admin))[0]).toMatchObject({ status: 'open' });

    const aChannel = companyChannel(as.admin.user.companyId, 'payment');
    const adminHeard = record(await t.connectSocket(as.admin.token), aChannel);
    const agentHeard = record(await t.connectSocket(as.user.token), aChannel);
    const bSocket = await t.connectSocket(as.otherAdmin.token);
    const bAny: string[] = [];
    bSocket.onAny((event: string) => bAny.push(event));

    const paid = await t.request(
      'POST',
      `/payments/sandbox/charges/${aCharge}/pay`,
      as.super.token,
    );
    expect(paid.statusCode).toBe(200);
    await sleep(200);
    expect(adminHeard).toEqual([expect.objectContaining({ action: 'CONCLUIDA' })]);
    expect(agentHeard).toEqual([]);
    expect(bAny).toEqual([]);
    expect((await invoicesOf(t, as.otherAdmin))[0]).toMatchObject({ status: 'open' });
  });

  it('a webhook with a bad token gets 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/webhook',
      headers: { 'x-sandbox-token': 'bad' },
      payload: { paid: 'sbx_anything' },
    });
    expect(res.statusCode).toBe(401);
  });
});
