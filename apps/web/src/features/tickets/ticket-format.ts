import { isSameDay, isValid, parseISO } from 'date-fns';
import { formatDate, formatTime } from '../../lib/format-date';

/** A list item's time (spec 1 §2): HH:mm when it is today, dd/MM/yyyy otherwise. */
export function formatTicketTime(value: string | null | undefined, now = new Date()): string {
  if (!value) return '';
  const date = parseISO(value);
  if (!isValid(date)) return '';
  return isSameDay(date, now) ? formatTime(date) : formatDate(date);
}

export const NARROW_NAME_MAX = 10;

/**
 * Narrow screens shorten a contact name longer than 10 characters to 10 (spec 1 §2), with an
 * ellipsis so the reader sees it was cut.
 */
export function displayName(name: string, narrow: boolean): string {
  return narrow && name.length > NARROW_NAME_MAX
    ? `${name.slice(0, NARROW_NAME_MAX).trimEnd()}…`
    : name;
}
