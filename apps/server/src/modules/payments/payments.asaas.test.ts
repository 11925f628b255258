import { advanceDueDate } from '@atende/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAsaas, type FakeAsaas } from '../../../test/fake-asaas';
import { startTestApp, type Session, type TestApp } from '../../../test/harness';
import { createAsaasProvider } from './asaas-provider';
import { CHECKOUT, dayOf, dueDateOf, invoicesOf, issueNow, superLogin } from './billing.testkit';
import { hasValidCrc } from './pix-br-code';

const API_KEY = '$aact_test_chave_de_api_0001';
const WEBHOOK_TOKEN = 'token-do-webhook-asaas-0001';

describe('checkout and payment through Asaas (a local fake of its API)', () => {
  let asaas: FakeAsaas;
  let t: TestApp;
  let root: Session;
  let webhookUrl: string;
  beforeAll(async () => {
    asaas = await startFakeAsaas({ apiKey: API_KEY });
    t = await startTestApp({
      deps: {
        payments: createAsaasProvider({ baseUrl: asaas.baseUrl, webhookToken: WEBHOOK_TOKEN }),
      },
    });
    root = await superLogin(t);
    webhookUrl = `${await t.listen()}/api/payments/asaas/webhook`;
  });
  afterAll(async () => {
    await t.close();
    await asaas.close();
  });

  async function companyWithInvoice(name: string) {
    const { company, admin } = await t.signupCompany(name);
    await issueNow(t, root);
    const [invoice] = await invoicesOf(t, admin);
    return { companyId: company.id, admin, invoice: invoice! };
  }
  const checkout = (admin: Session, invoiceId: number) =>
    t.request('POST', '/subscription', admin.token, { ...CHECKOUT, invoiceId });
  const setApiKey = (value: string) => t.request('PUT', '/settings/asaas', root.token, { value });

  it('without the platform’s API key the checkout says payment is not configured', async () => {
    const { admin, invoice } = await companyWithInvoice('Sem Chave');
    const res = await checkout(admin, invoice.id);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('ERR_PAYMENT_NOT_CONFIGURED');
    expect(asaas.calls).toEqual([]);
  });

  it('creates the customer once, a PIX payment for the invoice and reads its QR code', async () => {
    expect((await setApiKey(API_KEY)).statusCode).toBe(200);
    const { companyId, admin, invoice } = await companyWithInvoice('Cliente Asaas');
    asaas.calls.length = 0;
    const res = await checkout(admin, invoice.id);
    expect(res.statusCode).toBe(200);
    const [customerCall, paymentCall, qrCall] = asaas.calls;
    expect(asaas.calls.every((c) => c.accessToken === API_KEY)).toBe(true);
    expect(customerCall).toMatchObject({
      method: 'POST',
      path: '/v3/customers',
      json: {
        name: 'Maria Souza',
        email: 'admin@clienteasaas.test',
        postalCode: '01001-000',
        externalReference: `company-${companyId}`,
      },
    });
    const paymentId = [...asaas.payments.keys()].at(-1)!;
    expect(paymentCall).toMatchObject({
      method: 'POST',
      path: '/v3/payments',
      json: {
        customer: expect.stringMatching(/^cus_/),
        billingType: 'PIX',
        value: 199.9,
        dueDate: dayOf(t, 3),
        externalReference: `invoice-${invoice.id}`,
      },
    });
    expect(qrCall).toMatchObject({ method: 'GET', path: `/v3/payments/${paymentId}/pixQrCode` });
    const pix = res.json();
    expect(pix).toMatchObject({ provider: 'asaas', valor: { original: '199.90' } });
    expect(pix.qrcode.qrcode).toBe(asaas.payments.get(paymentId)!.pixPayload);
    expect(hasValidCrc(pix.qrcode.qrcode)).toBe(true);

    // the sandbox's 'mark paid' does not exist with a real provider
    const sandboxPay = await t.request(
      'POST',
      `/payments/sandbox/charges/${pix.chargeId}/pay`,
      root.token,
    );
    expect(sandboxPay.statusCode).toBe(404);
    expect(await asaas.deliver(webhookUrl, 'PAYMENT_RECEIVED', paymentId, WEBHOOK_TOKEN)).toBe(200);
    // the next period ('Assine Agora!') reuses the company's Asaas customer
    asaas.calls.length = 0;
    const next = await t.request('POST', '/subscription', admin.token, CHECKOUT);
    expect(next.statusCode).toBe(200);
    expect(next.json().valor.original).toBe('199.90');
    expect(asaas.calls.map((c) => c.path)).toEqual([
      '/v3/payments',
      expect.stringMatching(/\/pixQrCode$/),
    ]);
  });

  it('a webhook without the configured token is refused with 401 and changes nothing', async () => {
    const { companyId, admin, invoice } = await companyWithInvoice('Webhook Falso');
    await checkout(admin, invoice.id);
    const paymentId = [...asaas.payments.keys()].at(-1)!;
    expect(await asaas.deliver(webhookUrl, 'PAYMENT_RECEIVED', paymentId)).toBe(401);
    expect(await asaas.deliver(webhookUrl, 'PAYMENT_RECEIVED', paymentId, 'wrong')).toBe(401);
    expect(
      await asaas.deliver(webhookUrl, 'PAYMENT_RECEIVED', paymentId, `${WEBHOOK_TOKEN}x`),
    ).toBe(401);
    expect(await dueDateOf(t, companyId)).toBe(dayOf(t, 3));
    expect((await invoicesOf(t, admin))[0]!.status).toBe('open');
  });

  it('PAYMENT_CONFIRMED then PAYMENT_RECEIVED renew once; other events change nothing', async () => {
    const { companyId, admin, invoice } = await companyWithInvoice('Confirmada');
    await checkout(admin, invoice.id);
    const paymentId = [...asaas.payments.keys()].at(-1)!;
    expect(await asaas.deliver(webhookUrl, 'PAYMENT_CREATED', paymentId, WEBHOOK_TOKEN)).toBe(200);
    expect(await dueDateOf(t, companyId)).toBe(dayOf(t, 3));

    expect(await asaas.deliver(webhookUrl, 'PAYMENT_CONFIRMED', paymentId, WEBHOOK_TOKEN)).toBe(
      200,
    );
    const renewed = advanceDueDate(dayOf(t, 3), 'MENSAL');
    expect(await dueDateOf(t, companyId)).toBe(renewed);
    expect(await asaas.deliver(webhookUrl, 'PAYMENT_RECEIVED', paymentId, WEBHOOK_TOKEN)).toBe(200);
    expect(await dueDateOf(t, companyId)).toBe(renewed);
    expect(await invoicesOf(t, admin)).toEqual([
      expect.objectContaining({ id: invoice.id, status: 'paid' }),
    ]);
    // a delivery about a payment that is not ours is acknowledged and ignored
    expect(await asaas.deliver(webhookUrl, 'PAYMENT_RECEIVED', 'pay_unknown', WEBHOOK_TOKEN)).toBe(
      200,
    );
  });

  it('an error from Asaas answers 502 and stores no charge; the next try works', async () => {
    const { admin, invoice } = await companyWithInvoice('Asaas Fora');
    asaas.failNext(500);
    const failed = await checkout(admin, invoice.id);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('ERR_PAYMENT_PROVIDER');
    const retried = await checkout(admin, invoice.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().provider).toBe('asaas');
  });
});
