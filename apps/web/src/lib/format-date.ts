import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? parseISO(value) : value;
}

/** dd/MM/yyyy, or '' for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return isValid(date) ? format(date, 'dd/MM/yyyy') : '';
}

/** HH:mm, or '' for a missing or invalid date. */
export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return isValid(date) ? format(date, 'HH:mm') : '';
}

/** Whole calendar days from today until the date (negative when past); null when invalid. */
export function daysUntil(value: string | null | undefined, today = new Date()): number | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? differenceInCalendarDays(date, today) : null;
}
