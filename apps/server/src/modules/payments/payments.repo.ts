import { renewedDueDate, type Recurrence, type SettingKey } from '@atende/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companies, paymentCharges, paymentCustomers, settings, users } from '../../db/schema';

export type ChargeRow = typeof paymentCharges.$inferSelect;

/** The charge still waiting for payment of this invoice at this provider (its Pix is reused). */
export async function findPendingCharge(
  db: Executor,
  companyId: number,
  invoiceId: number,
  provider: string,
) {
  const [row] = await db
    .select()
    .from(paymentCharges)
    .where(
      and(
        eq(paymentCharges.companyId, companyId),
        eq(paymentCharges.invoiceId, invoiceId),
        eq(paymentCharges.provider, provider),
        eq(paymentCharges.status, 'pending'),
      ),
    )
    .orderBy(asc(paymentCharges.id))
    .limit(1);
  return row;
}

export async function insertCharge(
  db: Executor,
  companyId: number,
  charge: {
    invoiceId: number;
    provider: string;
    externalId: string;
    pixPayload: string;
    value: string;
  },
) {
  const [row] = await db
    .insert(paymentCharges)
    .values({ ...charge, companyId })
    .returning();
  return row!;
}

/** A charge by our id, whichever company's (the platform's sandbox action). */
export async function findChargeById(db: Executor, id: number) {
  const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.id, id)).limit(1);
  return row;
}

/**
 * Moves the provider's charge from pending to paid in one statement: the confirmation that
 * does it gets the charge, any repeat (even concurrent: the row lock makes it wait, then it
 * finds the charge paid) gets nothing.
 */
export async function claimPaidCharge(
  db: Executor,
  provider: string,
  externalId: string,
  at: Date,
) {
  const [row] = await db
    .update(paymentCharges)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(
      and(
        eq(paymentCharges.provider, provider),
        eq(paymentCharges.externalId, externalId),
        eq(paymentCharges.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function findCustomer(db: Executor, companyId: number, provider: string) {
  const [row] = await db
    .select({ externalId: paymentCustomers.externalId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.companyId, companyId), eq(paymentCustomers.provider, provider)))
    .limit(1);
  return row?.externalId;
}

export async function saveCustomer(
  db: Executor,
  companyId: number,
  provider: string,
  externalId: string,
) {
  await db
    .insert(paymentCustomers)
    .values({ companyId, provider, externalId })
    .onConflictDoUpdate({
      target: [paymentCustomers.companyId, paymentCustomers.provider],
      set: { externalId, updatedAt: new Date() },
    });
}

/** The address given on the checkout becomes the company's billing address. */
export async function saveBillingAddress(
  db: Executor,
  companyId: number,
  address: { name: string; zipcode: string; street: string; state: string; city: string },
) {
  await db
    .update(companies)
    .set({
      billingName: address.name,
      addressZipCode: address.zipcode,
      addressStreet: address.street,
      addressState: address.state,
      addressCity: address.city,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId));
}

/**
 * Renews the company's subscription: its due date moves by its recurrence from the later of
 * today and the current due date. The company row is locked for the change.
 */
export async function renewDueDate(db: Executor, companyId: number, today: string) {
  const [company] = await db
    .select({ dueDate: companies.dueDate, recurrence: companies.recurrence })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) return undefined;
  const dueDate = renewedDueDate(company.dueDate, today, company.recurrence as Recurrence);
  await db
    .update(companies)
    .set({ dueDate, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
  return dueDate;
}

/** A setting of the platform's own company (the super users'): where the provider's API key lives. */
export async function platformSettingValue(db: Executor, key: SettingKey) {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(
      and(
        eq(settings.key, key),
        eq(
          settings.companyId,
          sql`(select ${users.companyId} from ${users} where ${users.super} order by ${users.id} limit 1)`,
        ),
      ),
    )
    .limit(1);
  return row?.value ?? '';
}
