import { MAX_PERIOD_DAYS } from '@atende/shared';
import type { ReportFilterState } from './reports-api';

/** What the server would refuse in a period (its texts are the server's, translated). */
export type PeriodProblem = 'endBeforeStart' | 'tooLong';

/** Known before asking: the report is not asked for, and the date field says why. */
export function periodProblem({
  date_from,
  date_to,
}: Pick<ReportFilterState, 'date_from' | 'date_to'>): PeriodProblem | null {
  if (!date_from || !date_to) return null; // the server fills a missing end or start
  const span = (Date.parse(`${date_to}T00:00:00Z`) - Date.parse(`${date_from}T00:00:00Z`)) / 864e5;
  if (Number.isNaN(span)) return null;
  if (span < 0) return 'endBeforeStart';
  if (span >= MAX_PERIOD_DAYS) return 'tooLong';
  return null;
}
