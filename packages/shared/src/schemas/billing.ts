import { z } from 'zod';
import { idParam, pageQuery } from './common';

/** An invoice is paid or still open; the page shows an open one past its due date as overdue. */
export const INVOICE_STATUSES = ['open', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How far ahead of a due date its invoice is issued (issue 11). */
export const INVOICE_LEAD_DAYS = 20;

/** The payment providers behind the checkout (docs/decisions/0057-payment-providers.md). */
export const PAYMENT_PROVIDERS = ['sandbox', 'asaas'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * An invoice as the API gives it. `value` is the exact decimal with two places as a string
 * ("199.90"): money never goes through a float.
 */
export interface InvoiceDTO {
  id: number;
  companyId: number;
  detail: string;
  value: string;
  dueDate: string;
  status: InvoiceStatus;
  paidAt: string | null;
  createdAt: string;
}

/** A row of the platform's list of every company's invoices (super users). */
export interface PlatformInvoiceDTO extends InvoiceDTO {
  companyName: string;
  /** The unpaid charge at the configured provider, if the company opened the checkout. */
  pendingChargeId: number | null;
}

/** GET /invoices/all (the Faturas page) and GET /invoices (super): search and page. */
export const invoiceListQuery = pageQuery;

export interface InvoicesPage {
  invoices: InvoiceDTO[];
  hasMore: boolean;
}
export interface PlatformInvoicesPage {
  invoices: PlatformInvoiceDTO[];
  hasMore: boolean;
  /** The configured provider: with the sandbox, a super user may mark a charge paid. */
  provider: PaymentProviderName;
}

/** The checkout's data step (spec 2 §5): what it requires, in the spec's words. */
export const CHECKOUT_MESSAGES = {
  firstName: 'O nome completo é obrigatório',
  address: 'O Endereço é obrigatório',
  city: 'Cidade é obrigatória',
  zipcode: 'CEP é obrigatório',
  zipcodeInvalid: 'CEP inválido: use só os números (ex.: 01310-100)',
  country: 'País é obrigatório',
} as const;

/** A postal code as written: digits, with spaces, dots or dashes; 5 to 9 digits (CEP, ZIP). */
const isPostalCode = (v: string) =>
  /^[\d\s.-]+$/.test(v) && [5, 8, 9].includes(v.replace(/\D/g, '').length);

/** The countries the data step offers (spec 2 §2). */
export const CHECKOUT_COUNTRIES = ['BR', 'usa'] as const;

const requiredField = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, 'Too Long!');
const optionalField = (max = 200) => z.string().trim().max(max, 'Too Long!').optional().default('');

/**
 * POST /subscription (spec 2 §3 subscription payload). The amount is the invoice's, decided by
 * the server: price, plan, users and connections sent by the client are ignored, and so are the
 * card fields (the spec does not apply them; payment is by Pix). Without `invoiceId` the
 * company's current invoice is paid ('Assine Agora!' on the subscription page).
 */
export const subscriptionSchema = z.object({
  firstName: requiredField(CHECKOUT_MESSAGES.firstName, 120),
  lastName: optionalField(120),
  address2: requiredField(CHECKOUT_MESSAGES.address),
  city: requiredField(CHECKOUT_MESSAGES.city, 120),
  state: optionalField(60),
  zipcode: requiredField(CHECKOUT_MESSAGES.zipcode, 20).refine(
    isPostalCode,
    CHECKOUT_MESSAGES.zipcodeInvalid,
  ),
  country: z.enum(CHECKOUT_COUNTRIES, { error: CHECKOUT_MESSAGES.country }),
  invoiceId: idParam.optional(),
});
export type SubscriptionInput = z.input<typeof subscriptionSchema>;
export type SubscriptionData = z.output<typeof subscriptionSchema>;

/** The Pix screen's data (spec 2 §3 'Pix result: qrcode.qrcode, valor.original'). */
export interface PixChargeDTO {
  chargeId: number;
  invoiceId: number;
  provider: PaymentProviderName;
  /** The Pix "copia e cola" text; the QR image is drawn from it. */
  qrcode: { qrcode: string };
  valor: { original: string };
}

/** GET /subscription: the subscription page's figures (spec 3 §2). */
export interface SubscriptionStatusDTO {
  dueDate: string | null;
  /** Whole days from today to the due date (negative once past); null without a due date. */
  daysLeft: number | null;
  email: string;
  /** The oldest unpaid invoice, the one 'Assine Agora!' pays. */
  openInvoice: InvoiceDTO | null;
  /** The billing address last given on the checkout (it fills the data step). */
  billing: {
    name: string;
    zipcode: string;
    address: string;
    state: string;
    city: string;
  };
}

/** POST /payments/sandbox/charges/{id}/pay (super): pays a sandbox charge as a bank would. */
export const chargeIdParams = z.object({ id: idParam });
