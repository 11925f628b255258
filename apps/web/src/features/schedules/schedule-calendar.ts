import {
  addDays,
  addMinutes,
  endOfDay,
  isWithinInterval,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  parse,
  setHours,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { enUS, es, ptBR } from 'date-fns/locale';
import {
  dateFnsLocalizer,
  type DateFormatFunction,
  type DateRangeFormatFunction,
  type Formats,
} from 'react-big-calendar';

const LOCALES = { 'pt-BR': ptBR, en: enUS, es };
export type Culture = keyof typeof LOCALES;

/** react-big-calendar over date-fns, in the app's three languages. */
export const localizer = dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: LOCALES });

export const cultureOf = (language: string): Culture =>
  language.startsWith('en') ? 'en' : language.startsWith('es') ? 'es' : 'pt-BR';

/** Weeks start as the calendar draws them: on Sunday in Portuguese and English, Monday in Spanish. */
const weekOf = (culture: Culture) => ({ locale: LOCALES[culture] });

/**
 * What to fetch around the shown date: the month grid (with its spill-over weeks), which also
 * covers the week and day views, and the 30 days the agenda lists from that date.
 */
export function rangeAround(date: Date, culture: Culture) {
  const start = startOfWeek(startOfMonth(date), weekOf(culture));
  const gridEnd = addDays(endOfWeek(endOfMonth(date), weekOf(culture)), 1);
  const agendaEnd = addDays(date, 31);
  return { start, end: gridEnd > agendaEnd ? gridEnd : agendaEnd };
}

/**
 * A schedule is a moment; the calendar draws it as a half-hour block, cut at the end of its
 * day: one sent at 23:50 stays in its own day's cell instead of spanning two (and, on a
 * Saturday, showing twice, once in each week's row).
 */
export function scheduleBlock(sendAt: Date) {
  const halfHourLater = addMinutes(sendAt, 30);
  const dayEnd = endOfDay(sendAt);
  return { start: sendAt, end: halfHourLater < dayEnd ? halfHourLater : dayEnd };
}

/** The moment alone (as the calendar writes times): a schedule has no end to show. */
const sendTime: DateRangeFormatFunction = ({ start }, culture, local) =>
  local!.format(start, 'p', culture);

/** Portuguese and Spanish put the day before the month ("22 – 28 de novembro"). */
const dayFirst = (culture?: string) => culture !== 'en';
const sameMonth = (a: Date, b: Date) =>
  a.getMonth() === b.getMonth() && a.getFullYear() === b.getFullYear();

const weekRange: DateRangeFormatFunction = ({ start, end }, culture, local) => {
  const f = (d: Date, pattern: string) => local!.format(d, pattern, culture);
  if (!dayFirst(culture)) {
    return `${f(start, 'MMMM dd')} – ${f(end, sameMonth(start, end) ? 'dd' : 'MMMM dd')}`;
  }
  return sameMonth(start, end)
    ? `${f(start, 'd')} – ${f(end, "d 'de' MMMM")}`
    : `${f(start, "d 'de' MMMM")} – ${f(end, "d 'de' MMMM")}`;
};

const pattern =
  (english: string, dayFirstPattern: string): DateFormatFunction =>
  (date, culture, local) =>
    local!.format(date, dayFirst(culture) ? dayFirstPattern : english, culture);

/**
 * The agenda's time column and the week and day views' blocks say when it is sent; headings
 * and the agenda's dates in each language's own order ("sábado, 28 de nov", not "sábado nov 28").
 */
export const scheduleFormats: Formats = {
  agendaTimeRangeFormat: sendTime,
  eventTimeRangeFormat: sendTime,
  dayRangeHeaderFormat: weekRange,
  dayHeaderFormat: pattern('cccc MMM dd', "cccc, d 'de' MMMM"),
  agendaDateFormat: pattern('ccc MMM dd', "EEEE, d 'de' MMM"),
};

/**
 * A phone's agenda dates its rows short ("sexta, 27/11"): the long date took half the row, and
 * the event's edit and delete buttons no longer fitted beside its name.
 */
export const phoneScheduleFormats: Formats = {
  ...scheduleFormats,
  agendaDateFormat: pattern('ccc MM/dd', 'EEE, dd/MM'),
};

const WORKDAY_START_HOUR = 8;
const minutesOfDay = (d: Date) => d.getHours() * 60 + d.getMinutes();

/**
 * Where the week and day views open their hours: an hour before the earliest schedule they
 * show (one at 23:50 is on screen without a scroll), else at 08:00 rather than midnight.
 */
export function scrollTimeFor(
  view: 'week' | 'day',
  date: Date,
  culture: Culture,
  sendTimes: Date[],
) {
  const shown =
    view === 'week'
      ? { start: startOfWeek(date, weekOf(culture)), end: endOfWeek(date, weekOf(culture)) }
      : { start: startOfDay(date), end: endOfDay(date) };
  const earliest = sendTimes
    .filter((t) => isWithinInterval(t, shown))
    .reduce<number | null>((min, t) => Math.min(min ?? Infinity, minutesOfDay(t)), null);
  const base = startOfDay(date);
  if (earliest === null) return setHours(base, WORKDAY_START_HOUR);
  return addMinutes(base, Math.max(0, earliest - 60));
}
