import { DASHBOARD_MESSAGES, daysBetween, MAX_PERIOD_DAYS, zoneFormatters } from '@atende/shared';
import { invalid } from '../../http/app-error';

/** A run of company days, both ends included, as YYYY-MM-DD in `timeZone`. */
export interface Period {
  from: string;
  to: string;
  timeZone: string;
}

// en-CA formats as YYYY-MM-DD; one formatter per zone (decision 0111)
const dayFormatter = zoneFormatters('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day `at` falls on in `timeZone`, as YYYY-MM-DD. */
export function dayIn(at: Date, timeZone: string): string {
  return dayFormatter(timeZone).format(at);
}

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The period a dashboard or report asks for, in company days (spec 1 §2): the last `days` days
 * up to today, else date_from..date_to; a missing start is the first day of the end's month and
 * a missing end is today (or the start, when it lies ahead).
 */
export function resolvePeriod(
  q: { days?: number; from?: string; to?: string },
  now: Date,
  timeZone: string,
  field: { from: string; to: string } = { from: 'date_from', to: 'date_to' },
): Period {
  const today = dayIn(now, timeZone);
  if (q.days) return { from: addDays(today, 1 - q.days), to: today, timeZone };
  let to = q.to ?? today;
  if (!q.to && q.from && q.from > to) to = q.from;
  const from = q.from ?? `${to.slice(0, 8)}01`;
  const span = daysBetween(from, to);
  if (span < 0) throw invalid({ [field.to]: DASHBOARD_MESSAGES.endBeforeStart });
  if (span >= MAX_PERIOD_DAYS) throw invalid({ [field.from]: DASHBOARD_MESSAGES.tooLong });
  return { from, to, timeZone };
}
