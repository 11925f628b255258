import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, invoices, paymentCharges, plans } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';

export type InvoiceRow = typeof invoices.$inferSelect;

/** Detail fragment (case- and accent-insensitive) or the invoice's number. */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const byDetail = sql`f_unaccent(lower(${invoices.detail})) like f_unaccent(lower(${likePattern(search)}))`;
  return /^\d{1,9}$/.test(search)
    ? sql`(${byDetail} or ${invoices.id} = ${Number(search)})`
    : byDetail;
}

/**
 * One page of the company's invoices, latest due date first (invoices_company_due_date_key
 * serves it).
 */
export async function listInvoicesPage(
  db: Executor,
  companyId: number,
  opts: { search: string; limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), searchCondition(opts.search)))
    .orderBy(desc(invoices.dueDate), desc(invoices.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

/** Every company's invoices (the platform's view), latest due date first, with the company name. */
export async function listPlatformInvoicesPage(
  db: Executor,
  opts: { search: string; limit: number; offset: number; provider: string },
) {
  // payment_charges_invoice_idx serves it, one index probe per row of the page
  const pendingChargeId = sql<number | null>`(
    select min(${paymentCharges.id}) from ${paymentCharges}
    where ${paymentCharges.companyId} = ${invoices.companyId}
      and ${paymentCharges.invoiceId} = ${invoices.id}
      and ${paymentCharges.status} = 'pending' and ${paymentCharges.provider} = ${opts.provider})`;
  const byCompany = opts.search
    ? sql`f_unaccent(lower(${companies.name})) like f_unaccent(lower(${likePattern(opts.search)}))`
    : undefined;
  const where = opts.search ? sql`(${searchCondition(opts.search)} or ${byCompany})` : undefined;
  const rows = await db
    .select({ invoice: invoices, companyName: companies.name, pendingChargeId })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .orderBy(desc(invoices.dueDate), desc(invoices.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

/** The company's invoice; undefined for another company's. */
export async function findInvoice(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
    .limit(1);
  return row;
}

/** Which company an invoice belongs to (the platform's reads only). */
export async function findInvoiceCompany(db: Executor, id: number) {
  const [row] = await db
    .select({ companyId: invoices.companyId })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1);
  return row?.companyId;
}

/** The company's oldest unpaid invoice. */
export async function oldestOpenInvoice(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), ne(invoices.status, 'paid')))
    .orderBy(asc(invoices.dueDate))
    .limit(1);
  return row;
}

const dueInvoicesSelect = (until: string, companyId?: number) => sql`
  select ${companies.id}, ${companies.dueDate}, ${plans.value}, ${plans.name}
  from ${companies} join ${plans} on ${plans.id} = ${companies.planId}
  where ${companies.dueDate} is not null and ${companies.dueDate} <= ${until}
  ${companyId === undefined ? sql`` : sql`and ${companies.id} = ${companyId}`}`;

/**
 * One statement: an invoice for each company whose due date is on or before `until`, valued
 * and described by its plan. The unique (company, due date) key turns a second run, however
 * concurrent, into nothing. Returns the invoices made now.
 */
export async function insertDueInvoices(db: Executor, until: string) {
  const result = await db.execute(sql`
    insert into ${invoices} (company_id, due_date, value, detail)
    ${dueInvoicesSelect(until)}
    on conflict (company_id, due_date) do nothing
    returning id, company_id`);
  return (result as unknown as { rows: { id: number; company_id: number }[] }).rows;
}

/** The invoice of the company's current due date, made now if the job has not yet. */
export async function ensureCurrentInvoice(db: Executor, companyId: number) {
  await db.execute(sql`
    insert into ${invoices} (company_id, due_date, value, detail)
    ${dueInvoicesSelect('9999-12-31', companyId)}
    on conflict (company_id, due_date) do nothing`);
  const [row] = await db
    .select()
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(invoices.companyId, companyId), eq(invoices.dueDate, companies.dueDate)))
    .limit(1);
  return row?.invoices;
}

/** Marks the invoice paid unless it already is: undefined the second time. */
export async function markInvoicePaid(db: Executor, companyId: number, id: number, at: Date) {
  const [row] = await db
    .update(invoices)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id), ne(invoices.status, 'paid')))
    .returning();
  return row;
}
