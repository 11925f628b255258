import {
  isAdminProfile,
  PAGE_SIZE,
  type InvoiceDTO,
  type InvoicesPage,
  type PaymentProviderName,
  type PlatformInvoicesPage,
  type SubscriptionStatusDTO,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { businessDate, daysBetween } from '../../dates';
import { forbidden, notFound } from '../../http/app-error';
import { findCompany } from '../companies/companies.repo';
import { toInvoiceDTO } from './invoice-dto';
import { issueDueInvoices } from './invoice-issue';
import * as repo from './invoices.repo';

const noInvoice = () => notFound('ERR_NO_INVOICE_FOUND', 'Fatura não encontrada');

/** Invoices are the company admins' (spec 2 §1); agents and supervisors get 403. */
export function assertBillingAdmin(ctx: Ctx) {
  if (!isAdminProfile(ctx.user.profile)) throw forbidden();
}

function assertSuper(ctx: Ctx) {
  if (!ctx.user.super) throw forbidden();
}

/** GET /invoices/all: the Faturas page, the caller's own company only, whoever calls. */
export async function listOwnInvoices(
  ctx: Ctx,
  q: { searchParam: string; pageNumber: number },
): Promise<InvoicesPage> {
  assertBillingAdmin(ctx);
  const page = await repo.listInvoicesPage(ctx.db, ctx.companyId, {
    search: q.searchParam.toLowerCase(),
    limit: PAGE_SIZE,
    offset: (q.pageNumber - 1) * PAGE_SIZE,
  });
  return { invoices: page.rows.map(toInvoiceDTO), hasMore: page.hasMore };
}

/** GET /invoices (super): every company's invoices, searchable by company name or detail. */
export async function listPlatformInvoices(
  ctx: Ctx,
  provider: PaymentProviderName,
  q: { searchParam: string; pageNumber: number },
): Promise<PlatformInvoicesPage> {
  assertSuper(ctx);
  const page = await repo.listPlatformInvoicesPage(ctx.db, {
    search: q.searchParam.toLowerCase(),
    limit: PAGE_SIZE,
    offset: (q.pageNumber - 1) * PAGE_SIZE,
    provider,
  });
  return {
    invoices: page.rows.map((r) => ({
      ...toInvoiceDTO(r.invoice),
      companyName: r.companyName,
      pendingChargeId: r.pendingChargeId === null ? null : Number(r.pendingChargeId),
    })),
    hasMore: page.hasMore,
    provider,
  };
}

/** GET /invoices/{id}: an admin's own company's; a super user's of any company. */
export async function getInvoice(ctx: Ctx, id: number): Promise<InvoiceDTO> {
  assertBillingAdmin(ctx);
  const companyId = ctx.user.super ? await repo.findInvoiceCompany(ctx.db, id) : ctx.companyId;
  const row = companyId === undefined ? undefined : await repo.findInvoice(ctx.db, companyId, id);
  if (!row) throw noInvoice();
  return toInvoiceDTO(row);
}

/** POST /invoices/issue (super): the daily run, now (after changing due dates, say). */
export async function issueInvoicesNow(ctx: Ctx) {
  assertSuper(ctx);
  return { issued: await issueDueInvoices(ctx) };
}

/** GET /subscription: the subscription page's figures for the caller's company. */
export async function subscriptionStatus(ctx: Ctx): Promise<SubscriptionStatusDTO> {
  assertBillingAdmin(ctx);
  const company = await findCompany(ctx.db, ctx.companyId);
  if (!company) throw notFound();
  const today = businessDate(ctx.clock.now());
  const open = await repo.oldestOpenInvoice(ctx.db, ctx.companyId);
  return {
    dueDate: company.dueDate,
    daysLeft: company.dueDate ? daysBetween(today, company.dueDate) : null,
    email: company.email,
    openInvoice: open ? toInvoiceDTO(open) : null,
    billing: {
      name: company.billingName ?? '',
      zipcode: company.addressZipCode ?? '',
      address: company.addressStreet ?? '',
      state: company.addressState ?? '',
      city: company.addressCity ?? '',
    },
  };
}
