import type { PixChargeDTO, SubscriptionData } from '@atende/shared';
import type { Ctx, PublicCtx } from '../../context';
import { businessDate } from '../../dates';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { findCompany } from '../companies/companies.repo';
import { toInvoiceDTO } from '../invoices/invoice-dto';
import { assertBillingAdmin } from '../invoices/invoices.service';
import * as invoicesRepo from '../invoices/invoices.repo';
import { ProviderError, type PaymentProvider, type WebhookHeaders } from './payment-provider';
import * as repo from './payments.repo';

const noInvoice = () => notFound('ERR_NO_INVOICE_FOUND', 'Fatura não encontrada');

/** The invoice the checkout pays: the one named, else the oldest open, else the current one. */
async function invoiceToPay(ctx: Ctx, invoiceId: number | undefined) {
  const invoice = invoiceId
    ? await invoicesRepo.findInvoice(ctx.db, ctx.companyId, invoiceId)
    : ((await invoicesRepo.oldestOpenInvoice(ctx.db, ctx.companyId)) ??
      (await invoicesRepo.ensureCurrentInvoice(ctx.db, ctx.companyId)));
  if (!invoice) throw noInvoice();
  if (invoice.status === 'paid') {
    throw new AppError('ERR_INVOICE_ALREADY_PAID', 400, 'Esta fatura já está paga', {
      invoiceId: 'Esta fatura já está paga',
    });
  }
  return invoice;
}

const providerFailed = (ctx: Ctx, err: unknown) => {
  if (!(err instanceof ProviderError)) return err;
  ctx.log.error({ err }, 'payment provider failed');
  return err.notConfigured
    ? new AppError('ERR_PAYMENT_NOT_CONFIGURED', 503, 'O pagamento não está configurado')
    : new AppError('ERR_PAYMENT_PROVIDER', 502, 'O provedor de pagamento não respondeu');
};

/**
 * POST /subscription: the checkout's payment step. The company's billing address becomes the
 * one given, and the invoice gets a Pix charge at the configured provider (the same charge
 * again while it is unpaid). The amount is the invoice's: whatever price the client sends is
 * not read.
 */
export async function subscribe(
  ctx: Ctx,
  provider: PaymentProvider,
  data: SubscriptionData,
): Promise<PixChargeDTO> {
  assertBillingAdmin(ctx);
  const invoice = await invoiceToPay(ctx, data.invoiceId);
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ');
  await repo.saveBillingAddress(ctx.db, ctx.companyId, {
    name,
    zipcode: data.zipcode,
    street: data.address2,
    state: data.state,
    city: data.city,
  });
  const result = (charge: repo.ChargeRow): PixChargeDTO => ({
    chargeId: charge.id,
    invoiceId: invoice.id,
    provider: provider.name,
    qrcode: { qrcode: charge.pixPayload },
    valor: { original: charge.value },
  });
  const pending = await repo.findPendingCharge(ctx.db, ctx.companyId, invoice.id, provider.name);
  if (pending) return result(pending);

  const company = await findCompany(ctx.db, ctx.companyId);
  const apiKey = provider.name === 'asaas' ? await repo.platformSettingValue(ctx.db, 'asaas') : '';
  try {
    let customerId: string | null =
      (await repo.findCustomer(ctx.db, ctx.companyId, provider.name)) ?? null;
    if (!customerId) {
      customerId = await provider.createCustomer(apiKey, {
        companyId: ctx.companyId,
        name: name || company?.name || '',
        email: company?.email ?? '',
        phone: company?.phone ?? '',
        zipcode: data.zipcode,
        address: data.address2,
        city: data.city,
        state: data.state,
      });
      if (customerId) await repo.saveCustomer(ctx.db, ctx.companyId, provider.name, customerId);
    }
    const charge = await provider.createPixCharge(apiKey, {
      customerId,
      value: invoice.value,
      dueDate: invoice.dueDate,
      description: `${invoice.detail} - fatura ${invoice.id}`,
      reference: `invoice-${invoice.id}`,
    });
    const row = await repo.insertCharge(ctx.db, ctx.companyId, {
      invoiceId: invoice.id,
      provider: provider.name,
      externalId: charge.externalId,
      pixPayload: charge.pixPayload,
      value: invoice.value,
    });
    return result(row);
  } catch (err) {
    throw providerFailed(ctx, err);
  }
}

/**
 * A provider's charge is paid: the charge, then its invoice, are marked paid and the company's
 * due date moves by its recurrence from the later of today and the current due date, all in
 * one transaction. A repeated confirmation, even a concurrent one, finds the charge paid and
 * changes nothing. Returns whether this call did it.
 */
export async function confirmCharge(ctx: PublicCtx, provider: string, externalId: string) {
  const now = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const charge = await repo.claimPaidCharge(tx, provider, externalId, now);
    if (!charge) return undefined;
    const invoice = await invoicesRepo.markInvoicePaid(tx, charge.companyId, charge.invoiceId, now);
    if (!invoice) {
      // another charge of the same invoice was paid first: nothing more to renew
      ctx.log.warn({ provider, externalId, invoiceId: charge.invoiceId }, 'invoice already paid');
      return undefined;
    }
    const dueDate = await repo.renewDueDate(tx, charge.companyId, businessDate(now));
    return dueDate ? { invoice, dueDate } : undefined;
  });
  if (!done) return false;
  ctx.events.emit({
    type: 'payment.confirmed',
    companyId: done.invoice.companyId,
    invoice: toInvoiceDTO(done.invoice),
    dueDate: done.dueDate,
  });
  ctx.log.info({ companyId: done.invoice.companyId, invoiceId: done.invoice.id }, 'invoice paid');
  return true;
}

/** A delivery not of the configured provider, or without its token: 401, nothing read. */
export function assertAuthenticWebhook(
  provider: PaymentProvider,
  providerName: string,
  headers: WebhookHeaders,
) {
  if (providerName !== provider.name || !provider.authenticWebhook(headers)) {
    throw new AppError('ERR_UNAUTHORIZED', 401, 'Webhook não autorizado');
  }
}

/**
 * POST /payments/{provider}/webhook: a delivery is authenticated by the provider first; one
 * that is not (wrong or missing token) is refused with 401 and changes nothing. Deliveries of
 * unknown charges or other events are acknowledged and ignored.
 */
export async function receiveWebhook(
  ctx: PublicCtx,
  provider: PaymentProvider,
  providerName: string,
  headers: WebhookHeaders,
  body: unknown,
) {
  assertAuthenticWebhook(provider, providerName, headers);
  const reading = provider.readWebhook(body);
  for (const externalId of reading.paid) await confirmCharge(ctx, provider.name, externalId);
  return { received: true };
}

/**
 * POST /payments/sandbox/charges/{id}/pay (super, sandbox provider only): the bank's
 * confirmation, delivered through the same webhook path as a real provider's.
 */
export async function paySandboxCharge(ctx: Ctx, provider: PaymentProvider, chargeId: number) {
  if (!ctx.user.super) throw forbidden();
  const charge = await repo.findChargeById(ctx.db, chargeId);
  if (!provider.simulatePaid || !charge || charge.provider !== provider.name) {
    throw notFound('ERR_NO_CHARGE_FOUND', 'Cobrança não encontrada');
  }
  const delivery = provider.simulatePaid(charge.externalId);
  await receiveWebhook(ctx, provider, provider.name, delivery.headers, delivery.body);
  const invoice = await invoicesRepo.findInvoice(ctx.db, charge.companyId, charge.invoiceId);
  return toInvoiceDTO(invoice!);
}
