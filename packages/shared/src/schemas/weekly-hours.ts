import { z } from 'zod';
import { WEEKDAYS } from '../constants';
import { V } from './messages';

/** Texts of the weekly hours editors (queues, company, notification recipients). */
export const WEEKLY_HOURS_MESSAGES = {
  invalidTime: 'Horário inválido',
  endBeforeStart: 'O horário final deve ser depois do inicial',
  repeatedDay: 'Dia repetido',
} as const;

export type WeekdayEn = (typeof WEEKDAYS)[number]['weekdayEn'];
const WEEKDAY_EN = WEEKDAYS.map((d) => d.weekdayEn) as [WeekdayEn, ...WeekdayEn[]];

/** One day of a weekly schedule (spec 2 §3): start equal to end means closed that day. */
export interface WeeklyHoursEntry {
  weekday: string;
  weekdayEn: WeekdayEn;
  startTime: string;
  endTime: string;
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z
  .string({ error: (i) => (i.input == null ? V.required : V.invalidValue) })
  .trim()
  .regex(HH_MM, WEEKLY_HOURS_MESSAGES.invalidTime);

/**
 * One entry; the Portuguese day name is taken from weekdayEn, so a client's spelling never
 * reaches the data.
 */
export const weeklyHoursEntry = z
  .object({
    weekday: z.string().max(30).optional(),
    weekdayEn: z.enum(WEEKDAY_EN, { error: V.invalidValue }),
    startTime: time,
    endTime: time,
  })
  .superRefine((d, ctx) => {
    // compared only once both are times (the object check runs after a field's failure too)
    if (HH_MM.test(d.startTime) && HH_MM.test(d.endTime) && d.endTime < d.startTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: WEEKLY_HOURS_MESSAGES.endBeforeStart,
      });
    }
  })
  .transform((d): WeeklyHoursEntry => ({
    weekday: WEEKDAYS.find((w) => w.weekdayEn === d.weekdayEn)!.weekday,
    weekdayEn: d.weekdayEn,
    startTime: d.startTime,
    endTime: d.endTime,
  }));

/** A week: each day at most once, answered Monday first; a day left out is closed. */
export const weeklyHoursList = z
  .array(weeklyHoursEntry, { error: V.invalidValue })
  .max(WEEKDAYS.length, V.tooLong)
  .superRefine((days, ctx) => {
    const seen = new Set<string>();
    days.forEach((d, i) => {
      if (seen.has(d.weekdayEn)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'weekdayEn'],
          message: WEEKLY_HOURS_MESSAGES.repeatedDay,
        });
      }
      seen.add(d.weekdayEn);
    });
  })
  .transform((days) =>
    [...days].sort((a, b) => WEEKDAY_EN.indexOf(a.weekdayEn) - WEEKDAY_EN.indexOf(b.weekdayEn)),
  );

/** The spec's default week (spec 2 §9): Mon–Fri 08:00–18:00, Sat 08:00–12:00, Sun closed. */
export const defaultWeek = (): WeeklyHoursEntry[] => WEEKDAYS.map((d) => ({ ...d }));
