import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import type { DateFormatFunction, DateRangeFormatFunction } from 'react-big-calendar';
import {
  localizer,
  phoneScheduleFormats,
  rangeAround,
  scheduleFormats,
  scrollTimeFor,
} from './schedule-calendar';

const at = (text: string) => new Date(text);
const hhmm = (d: Date) => format(d, 'HH:mm');
const day = (d: Date) => format(d, 'yyyy-MM-dd');

describe('rangeAround', () => {
  // 1 November 2026 is a Sunday: the Spanish grid (weeks from Monday) starts in October
  it('fetches from the first day the month grid draws, in each language', () => {
    const date = at('2026-11-18T12:00:00');
    expect(day(rangeAround(date, 'pt-BR').start)).toBe('2026-11-01');
    expect(day(rangeAround(date, 'en').start)).toBe('2026-11-01');
    expect(day(rangeAround(date, 'es').start)).toBe('2026-10-26');
  });

  it('reaches the grid’s last day, or 31 days after the date for the agenda', () => {
    expect(day(rangeAround(at('2026-11-02T12:00:00'), 'pt-BR').end)).toBe('2026-12-06');
    expect(day(rangeAround(at('2026-11-28T12:00:00'), 'pt-BR').end)).toBe('2026-12-29');
  });
});

describe('scrollTimeFor', () => {
  const wednesday = at('2026-11-25T10:00:00');

  it('opens at 08:00 when the week or day shows no schedule', () => {
    expect(hhmm(scrollTimeFor('week', wednesday, 'pt-BR', []))).toBe('08:00');
    expect(hhmm(scrollTimeFor('day', wednesday, 'pt-BR', [at('2026-11-26T06:00:00')]))).toBe(
      '08:00',
    );
  });

  it('opens an hour before the earliest time of day among the schedules shown', () => {
    const times = [at('2026-11-28T23:50:00'), at('2026-11-23T21:15:00')];
    expect(hhmm(scrollTimeFor('week', wednesday, 'pt-BR', times))).toBe('20:15');
    expect(hhmm(scrollTimeFor('day', at('2026-11-28T09:00:00'), 'pt-BR', times))).toBe('22:50');
  });

  it('leaves out schedules of other weeks, and stops at midnight', () => {
    const nextWeek = at('2026-12-01T05:00:00');
    expect(hhmm(scrollTimeFor('week', wednesday, 'pt-BR', [nextWeek]))).toBe('08:00');
    expect(hhmm(scrollTimeFor('week', wednesday, 'pt-BR', [at('2026-11-24T00:30:00')]))).toBe(
      '00:00',
    );
  });

  it('takes the week as the language draws it: Sunday the 29th is in the Spanish week', () => {
    const sunday = [at('2026-11-29T18:00:00')];
    expect(hhmm(scrollTimeFor('week', wednesday, 'pt-BR', sunday))).toBe('08:00');
    expect(hhmm(scrollTimeFor('week', wednesday, 'es', sunday))).toBe('17:00');
  });
});

describe('scheduleFormats', () => {
  const week = scheduleFormats.dayRangeHeaderFormat as DateRangeFormatFunction;
  const agendaDate = scheduleFormats.agendaDateFormat as DateFormatFunction;
  const dayHeader = scheduleFormats.dayHeaderFormat as DateFormatFunction;
  const saturday = at('2026-11-28T10:00:00');

  it('writes the week’s heading day first in Portuguese and Spanish, as English has it', () => {
    const inMonth = { start: at('2026-11-22T00:00:00'), end: at('2026-11-28T23:59:00') };
    const across = { start: at('2026-11-29T00:00:00'), end: at('2026-12-05T23:59:00') };
    expect(week(inMonth, 'pt-BR', localizer)).toBe('22 – 28 de novembro');
    expect(week(across, 'pt-BR', localizer)).toBe('29 de novembro – 5 de dezembro');
    expect(week(inMonth, 'es', localizer)).toBe('22 – 28 de noviembre');
    expect(week(inMonth, 'en', localizer)).toBe('November 22 – 28');
  });

  it('dates the agenda’s rows and the day view the same way', () => {
    expect(agendaDate(saturday, 'pt-BR', localizer)).toBe('sábado, 28 de nov');
    expect(agendaDate(saturday, 'en', localizer)).toBe('Sat Nov 28');
    expect(dayHeader(saturday, 'pt-BR', localizer)).toBe('sábado, 28 de novembro');
    expect(dayHeader(saturday, 'es', localizer)).toBe('sábado, 28 de noviembre');
  });

  it('dates a phone’s agenda rows short', () => {
    const phoneDate = phoneScheduleFormats.agendaDateFormat as DateFormatFunction;
    expect(phoneDate(saturday, 'pt-BR', localizer)).toBe('sábado, 28/11');
    expect(phoneDate(at('2026-11-27T10:00:00'), 'pt-BR', localizer)).toBe('sexta, 27/11');
    expect(phoneDate(saturday, 'es', localizer)).toBe('sáb, 28/11');
    expect(phoneDate(saturday, 'en', localizer)).toBe('Sat 11/28');
  });
});
