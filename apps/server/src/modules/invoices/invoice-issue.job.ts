import { defineSweep } from '../../jobs/sweep';

/** The daily run that issues the invoices of the due dates coming up (decision 0058). */
export const issueInvoicesJob = defineSweep('invoice.issue');

/** Once a day, 06:00 UTC (03:00 in São Paulo), after the business day turned. */
export const ISSUE_INVOICES_CRON = '0 6 * * *';
