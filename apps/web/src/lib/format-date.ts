import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

// two fixed patterns written by hand: date-fns' format() would put its whole formatter and
// locale machinery into the first download of every page
const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? parseISO(value) : value;
}

/** dd/MM/yyyy, or '' for a missing or invalid date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return isValid(date)
    ? `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`
    : '';
}

/** HH:mm, or '' for a missing or invalid date. */
export function formatTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = toDate(value);
  return isValid(date) ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
}

/** Whole calendar days from today until the date (negative when past); null when invalid. */
export function daysUntil(value: string | null | undefined, today = new Date()): number | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? differenceInCalendarDays(date, today) : null;
}
