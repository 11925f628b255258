import {
  addDays,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  parse,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { enUS, es, ptBR } from 'date-fns/locale';
import { dateFnsLocalizer } from 'react-big-calendar';

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
