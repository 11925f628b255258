import {
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';
import { companyRef } from './companies';

/**
 * One invoice per company and due date: the unique key makes a second one impossible, however
 * many runs of the daily job meet (docs/decisions/0058-invoices-and-renewal.md).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: identityId(),
    companyId: companyRef(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Money: an exact decimal with two places (drizzle hands it over as a string). */
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status').notNull().default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // serves the Faturas page's list (newest due date first) and the one-per-due-date rule
    uniqueIndex('invoices_company_due_date_key').on(t.companyId, t.dueDate),
    unique('invoices_company_id_key').on(t.companyId, t.id),
    index('invoices_due_date_idx').on(t.dueDate, t.id),
  ],
);

/**
 * A Pix charge made at a payment provider for an invoice. Its provider's id is unique, so a
 * confirmation finds exactly one charge, and `status` moves from pending to paid once.
 */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    id: identityId(),
    companyId: companyRef(),
    invoiceId: integer('invoice_id').notNull(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    pixPayload: text('pix_payload').notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    status: text('status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_charges_provider_external_key').on(t.provider, t.externalId),
    index('payment_charges_invoice_idx').on(t.companyId, t.invoiceId),
    // the invoice of the same company, never another's
    foreignKey({
      name: 'payment_charges_invoice',
      columns: [t.companyId, t.invoiceId],
      foreignColumns: [invoices.companyId, invoices.id],
    }).onDelete('cascade'),
  ],
);

/** The company as a customer at a provider that keeps customers (Asaas's cus_… id). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: identityId(),
    companyId: companyRef(),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('payment_customers_company_provider_key').on(t.companyId, t.provider)],
);
