import { WEEKDAYS } from './constants';
import { zoneFormatters } from './zone-formatters';

/** One day of a weekly schedule (spec 2: weekday in Portuguese, weekdayEn lowercase English). */
export interface WeeklyHours {
  weekday: string;
  weekdayEn: string;
  /** HH:MM */
  startTime: string;
  /** HH:MM */
  endTime: string;
}

/** The week a new company, queue or recipient list starts with (spec 2 §defaults). */
export const DEFAULT_WEEKLY_HOURS: readonly WeeklyHours[] = WEEKDAYS.map((d) => ({ ...d }));

const WEEKDAY_ORDER = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
const MINUTES_PER_DAY = 24 * 60;

const formatterFor = zoneFormatters('en-US', {
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday (0 = Sunday) and minute of the day of an instant on the wall clock of a zone. */
export function localWeekMinute(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAY_ORDER.indexOf(get('weekday').toLowerCase() as (typeof WEEKDAY_ORDER)[number]);
  return { day, minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

function toMinutes(hhmm: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

/**
 * Is `at` inside these weekly hours, read on the wall clock of `timeZone`?
 * - A day is open from startTime (included) to endTime (excluded).
 * - startTime equal to endTime (the spec's Sunday 00:00-00:00) means closed that day.
 * - An endTime earlier than startTime runs past midnight: Friday 22:00-02:00 is open until
 *   Saturday 02:00 (so 08:00-00:00 is open until midnight).
 * - A day missing from the list, or with a time that is not HH:MM, is closed; so an empty
 *   list is never open. Callers that treat "no hours configured" differently decide so
 *   before calling.
 */
export function isWithinHours(
  hours: readonly WeeklyHours[],
  at: Date,
  timeZone = 'America/Sao_Paulo',
): boolean {
  const { day, minute } = localWeekMinute(at, timeZone);
  const previousDay = (day + 6) % 7;
  for (const entry of hours) {
    const entryDay = WEEKDAY_ORDER.indexOf(
      entry.weekdayEn.trim().toLowerCase() as (typeof WEEKDAY_ORDER)[number],
    );
    if (entryDay < 0) continue;
    const start = toMinutes(entry.startTime);
    const end = toMinutes(entry.endTime);
    if (start === null || end === null || start === end) continue;
    if (start < end) {
      if (entryDay === day && minute >= start && minute < end) return true;
    } else {
      // overnight: the evening part on its own day, the early part on the next day
      if (entryDay === day && minute >= start && minute < MINUTES_PER_DAY) return true;
      if (entryDay === previousDay && minute < end) return true;
    }
  }
  return false;
}
