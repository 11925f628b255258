import { INVOICE_LEAD_DAYS } from '@atende/shared';
import { addDays, businessDate } from '../../dates';
import type { SweepCtx } from '../../jobs/sweep';
import { insertDueInvoices } from './invoices.repo';

/**
 * Issues one invoice per company and due date once the due date is within 20 days (an overdue
 * one too, until it is paid and the due date moves on). Idempotent: a second run, at once or
 * later, issues nothing new.
 */
export async function issueDueInvoices(sweep: Pick<SweepCtx, 'db' | 'clock' | 'log'>) {
  const until = addDays(businessDate(sweep.clock.now()), INVOICE_LEAD_DAYS);
  const issued = await insertDueInvoices(sweep.db, until);
  if (issued.length) sweep.log.info({ count: issued.length }, 'invoices issued');
  return issued.length;
}
