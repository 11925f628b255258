import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { sweepCtxOf } from '../../../test/automation-kit';
import { startTestApp, type Session, type TestApp } from '../../../test/harness';
import { dayOf, invoicesOf, issueNow, setDueDate, superLogin } from '../payments/billing.testkit';
import { issueDueInvoices } from './invoice-issue';

describe('invoices: the daily issue and the Faturas list', () => {
  let t: TestApp;
  let root: Session;
  beforeAll(async () => {
    t = await startTestApp();
    root = await superLogin(t);
  });
  afterAll(() => t.close());

  const countFor = async (companyId: number) =>
    (await t.deps.db.select().from(invoices).where(eq(invoices.companyId, companyId))).length;

  it('issues one invoice, valued and described by the plan, once the due date is within 20 days', async () => {
    const near = await t.signupCompany('Vence em Vinte');
    const far = await t.signupCompany('Vence em Vinte e Um');
    await setDueDate(t, near.company.id, dayOf(t, 20));
    await setDueDate(t, far.company.id, dayOf(t, 21));

    await issueDueInvoices(sweepCtxOf(t));
    expect(await invoicesOf(t, near.admin)).toEqual([
      expect.objectContaining({
        detail: 'Plano Padrão',
        value: '199.90',
        dueDate: dayOf(t, 20),
        status: 'open',
        paidAt: null,
      }),
    ]);
    expect(await invoicesOf(t, far.admin)).toEqual([]);
  });

  it('never issues a second invoice for a due date, even with two runs at once', async () => {
    const { company } = await t.signupCompany('Duas Rodadas');
    const sweep = sweepCtxOf(t);
    await Promise.all([issueDueInvoices(sweep), issueDueInvoices(sweep), issueNow(t, root)]);
    await issueDueInvoices(sweep);
    expect(await countFor(company.id)).toBe(1);
    // a new due date (the next period) gets its own invoice
    await setDueDate(t, company.id, dayOf(t, 10));
    expect(await issueNow(t, root)).toBe(1);
    expect(await countFor(company.id)).toBe(2);
  });

  it('lists 20 a page, latest due date first, with hasMore, and searches the detail', async () => {
    const { company, admin } = await t.signupCompany('Muitas Faturas');
    await t.deps.db.insert(invoices).values(
      Array.from({ length: 25 }, (_, i) => ({
        companyId: company.id,
        dueDate: dayOf(t, -30 * (i + 1)),
        value: '10.00',
        detail: i === 7 ? 'Plano Ouro' : 'Plano Prata',
      })),
    );
    const first = (await t.request('GET', '/invoices/all?pageNumber=1', admin.token)).json();
    expect(first.invoices).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.invoices[0].dueDate).toBe(dayOf(t, -30));
    const second = (await t.request('GET', '/invoices/all?pageNumber=2', admin.token)).json();
    expect(second.invoices).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    const found = (await t.request('GET', '/invoices/all?searchParam=OURO', admin.token)).json();
    expect(found.invoices.map((i: { dueDate: string }) => i.dueDate)).toEqual([dayOf(t, -240)]);
  });

  it('opens one invoice by id, and names the bad field of a bad request', async () => {
    const { company, admin } = await t.signupCompany('Uma Fatura');
    await issueNow(t, root);
    const [invoice] = await t.deps.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.companyId, company.id)));
    const res = await t.request('GET', `/invoices/${invoice!.id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invoice!.id, value: '199.90', status: 'open' });
    const badId = await t.request('GET', '/invoices/abc', admin.token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ error: 'ERR_VALIDATION', fields: { id: 'Invalid id' } });
    const badPage = await t.request('GET', '/invoices/all?pageNumber=0', admin.token);
    expect(badPage.statusCode).toBe(400);
    expect(Object.keys(badPage.json().fields)).toEqual(['pageNumber']);
    const missing = await t.request('GET', '/invoices/999999', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('ERR_NO_INVOICE_FOUND');
  });

  it('the subscription page gets the days left, the billing e-mail and the open invoice', async () => {
    const { admin } = await t.signupCompany('Em Teste');
    await issueNow(t, root);
    const res = await t.request('GET', '/subscription', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dueDate: dayOf(t, 3),
      daysLeft: 3,
      email: 'admin@emteste.test',
      openInvoice: { dueDate: dayOf(t, 3), value: '199.90', status: 'open' },
    });
  });
});
