import { RECURRENCE_MONTHS, type Recurrence } from './constants';

/**
 * A due date (YYYY-MM-DD) advanced by a subscription's recurrence. A day that the target month
 * lacks falls on that month's last day (Jan 31 + 1 month → Feb 28, or Feb 29 in a leap year),
 * as banks and card issuers do; the following period starts again from the original day only
 * when the caller passes it, so callers keep the date they store.
 */
export function advanceDueDate(dueDate: string, recurrence: Recurrence): string {
  const [year, month, day] = dueDate.split('-').map(Number) as [number, number, number];
  const months = month - 1 + RECURRENCE_MONTHS[recurrence];
  const targetYear = year + Math.floor(months / 12);
  const targetMonth = months % 12; // 0-based
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const d = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
  return d.toISOString().slice(0, 10);
}

/** The date a confirmed payment renews to: the recurrence from the later of today and the due date. */
export function renewedDueDate(
  dueDate: string | null,
  today: string,
  recurrence: Recurrence,
): string {
  const from = dueDate && dueDate > today ? dueDate : today;
  return advanceDueDate(from, recurrence);
}
