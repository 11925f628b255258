import { advanceDueDate, companyChannel } from '@atende/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { sweepCtxOf } from '../../../test/automation-kit';
import { record, sleep, startTestApp, type Session, type TestApp } from '../../../test/harness';
import {
  CHECKOUT,
  dayOf,
  dueDateOf,
  invoicesOf,
  issueNow,
  setDueDate,
  superLogin,
} from './billing.testkit';
import { confirmCharge } from './payments.service';
import { hasValidCrc, readBrCode } from './pix-br-code';

describe('checkout and payment through the sandbox provider', () => {
  let t: TestApp;
  let root: Session;
  beforeAll(async () => {
    t = await startTestApp();
    root = await superLogin(t);
  });
  afterAll(() => t.close());

  /** A signed-up company (due in 3 days) with its invoice issued. */
  async function companyWithInvoice(name: string) {
    const { company, admin } = await t.signupCompany(name);
    await issueNow(t, root);
    const [invoice] = await invoicesOf(t, admin);
    return { companyId: company.id, admin, invoice: invoice! };
  }
  const pay = (chargeId: number) =>
    t.request('POST', `/payments/sandbox/charges/${chargeId}/pay`, root.token);

  it('names each missing field of the data step with the spec’s texts', async () => {
    const { admin } = await companyWithInvoice('Campos Vazios');
    const res = await t.request('POST', '/subscription', admin.token, { firstName: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      firstName: 'O nome completo é obrigatório',
      address2: 'O Endereço é obrigatório',
      city: 'Cidade é obrigatória',
      zipcode: 'CEP é obrigatório',
      country: 'País é obrigatório',
    });
    const letters = await t.request('POST', '/subscription', admin.token, {
      ...CHECKOUT,
      zipcode: 'abc',
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().fields).toEqual({
      zipcode: 'CEP inválido: use só os números (ex.: 01310-100)',
    });
  });

  it('gives a valid Pix BR Code for the invoice’s value, whatever price the client sends, and the same one again', async () => {
    const { companyId, admin, invoice } = await companyWithInvoice('Pix Valido');
    const res = await t.request('POST', '/subscription', admin.token, {
      ...CHECKOUT,
      invoiceId: invoice.id,
    });
    expect(res.statusCode).toBe(200);
    const pix = res.json();
    expect(pix).toMatchObject({
      invoiceId: invoice.id,
      provider: 'sandbox',
      valor: { original: '199.90' },
    });
    expect(hasValidCrc(pix.qrcode.qrcode)).toBe(true);
    const fields = readBrCode(pix.qrcode.qrcode);
    expect(fields.get('54')).toBe('199.90');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('26')).toContain('br.gov.bcb.pix');

    const again = await t.request('POST', '/subscription', admin.token, {
      ...CHECKOUT,
      invoiceId: invoice.id,
    });
    expect(again.json()).toEqual(pix);
    const [company] = await t.deps.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({
      billingName: 'Maria Souza',
      addressZipCode: '01001-000',
      addressStreet: 'Rua das Flores, 10',
      addressCity: 'São Paulo',
      addressState: 'SP',
    });
  });

  it('a confirmed payment marks the invoice paid, renews the due date and tells the admins once', async () => {
    const { companyId, admin, invoice } = await companyWithInvoice('Paga Uma Vez');
    const socket = await t.connectSocket(admin.token);
    const heard = record(socket, companyChannel(companyId, 'payment'));
    const pix = (
      await t.request('POST', '/subscription', admin.token, { ...CHECKOUT, invoiceId: invoice.id })
    ).json();
    const renewed = advanceDueDate(dayOf(t, 3), 'MENSAL');

    const paid = await pay(pix.chargeId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: invoice.id, status: 'paid' });
    expect(await dueDateOf(t, companyId)).toBe(renewed);
    expect(await invoicesOf(t, admin)).toEqual([
      expect.objectContaining({ id: invoice.id, status: 'paid' }),
    ]);

    // the same confirmation again changes nothing
    expect((await pay(pix.chargeId)).statusCode).toBe(200);
    expect(await dueDateOf(t, companyId)).toBe(renewed);
    await sleep(150);
    expect(heard).toEqual([
      {
        action: 'CONCLUIDA',
        invoice: expect.objectContaining({ id: invoice.id, status: 'paid' }),
        dueDate: renewed,
      },
    ]);
    const retry = await t.request('POST', '/subscription', admin.token, {
      ...CHECKOUT,
      invoiceId: invoice.id,
    });
    expect(retry.statusCode).toBe(400);
    expect(retry.json().error).toBe('ERR_INVOICE_ALREADY_PAID');
  });

  it('two confirmations at once renew once', async () => {
    const { companyId, admin, invoice } = await companyWithInvoice('Duas de Uma Vez');
    const pix = (
      await t.request('POST', '/subscription', admin.token, { ...CHECKOUT, invoiceId: invoice.id })
    ).json();
    const [charge] = await t.deps.db.query.paymentCharges.findMany({
      where: (c, { eq: is }) => is(c.id, pix.chargeId),
    });
    const sweep = sweepCtxOf(t);
    const results = await Promise.all([
      confirmCharge(sweep, 'sandbox', charge!.externalId),
      confirmCharge(sweep, 'sandbox', charge!.externalId),
      confirmCharge(sweep, 'sandbox', charge!.externalId),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await dueDateOf(t, companyId)).toBe(advanceDueDate(dayOf(t, 3), 'MENSAL'));
  });

  it('an overdue company renews from today; without an invoice id the open one is paid', async () => {
    const { company, admin } = await t.signupCompany('Atrasada');
    const companyId = company.id;
    await setDueDate(t, companyId, dayOf(t, -2));
    // no invoice issued yet: 'Assine Agora!' pays the current due date's
    const pix = (await t.request('POST', '/subscription', admin.token, CHECKOUT)).json();
    expect(pix.valor.original).toBe('199.90');
    expect((await pay(pix.chargeId)).statusCode).toBe(200);
    expect(await dueDateOf(t, companyId)).toBe(advanceDueDate(dayOf(t, 0), 'MENSAL'));
    expect(await invoicesOf(t, admin)).toEqual([
      expect.objectContaining({ dueDate: dayOf(t, -2), status: 'paid' }),
    ]);
  });

  it('a webhook delivery without the provider’s token is refused with 401 and changes nothing', async () => {
    const { companyId, admin, invoice } = await companyWithInvoice('Token Errado');
    const pix = (
      await t.request('POST', '/subscription', admin.token, { ...CHECKOUT, invoiceId: invoice.id })
    ).json();
    const [charge] = await t.deps.db.query.paymentCharges.findMany({
      where: (c, { eq: is }) => is(c.id, pix.chargeId),
    });
    for (const headers of [{}, { 'x-sandbox-token': 'guessed' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/webhook',
        headers,
        payload: { paid: charge!.externalId },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('ERR_UNAUTHORIZED');
    }
    const otherProvider = await t.app.inject({
      method: 'POST',
      url: '/api/payments/asaas/webhook',
      headers: { 'asaas-access-token': 'anything' },
      payload: { event: 'PAYMENT_RECEIVED', payment: { id: charge!.externalId } },
    });
    expect(otherProvider.statusCode).toBe(401);
    expect(await dueDateOf(t, companyId)).toBe(dayOf(t, 3));
    expect((await invoicesOf(t, admin))[0]!.status).toBe('open');
  });
});
