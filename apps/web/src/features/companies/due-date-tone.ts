import { daysUntil } from '../../lib/format-date';

/** How a company row is tinted by the days left until its due date. */
export type DueTone = 'near' | 'due' | 'overdue';

/**
 * Spec 2 §4, as docs/decisions/0053-company-row-colours.md reads it: exactly 5 days left is
 * pale yellow, from 4 days left to 3 days late orange, 4 or more days late red; no due date
 * and more than 5 days left are not tinted.
 */
export function dueTone(dueDate: string | null, today = new Date()): DueTone | undefined {
  const days = daysUntil(dueDate, today);
  if (days === null || days > 5) return undefined;
  if (days === 5) return 'near';
  if (days >= -3) return 'due';
  return 'overdue';
}
