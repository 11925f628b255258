import {
  addDays,
  addMinutes,
  endOfDay,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  parse,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { enUS, es, ptBR } from 'date-fns/locale';
import { dateFnsLocalizer, type DateRangeFormatFunction, type Formats } from 'react-big-calendar';

/** react-big-calendar over date-fns, in the app's three languages. */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek,
  getDay,
  locales: { 'pt-BR': ptBR, en: enUS, es },
});

export const cultureOf = (language: string) =>
  language.startsWith('en') ? 'en' : language.startsWith('es') ? 'es' : 'pt-BR';

/**
 * What to fetch around the shown date: the month grid (with its spill-over weeks), which also
 * covers the week and day views, and the 30 days the agenda lists from that date.
 */
export function rangeAround(date: Date) {
  const start = startOfWeek(startOfMonth(date));
  const gridEnd = addDays(endOfWeek(endOfMonth(date)), 1);
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

/** The agenda's time column and the week and day views' blocks say when it is sent. */
export const scheduleFormats: Formats = {
  agendaTimeRangeFormat: sendTime,
  eventTimeRangeFormat: sendTime,
};
