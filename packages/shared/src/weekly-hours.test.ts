import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEEKLY_HOURS,
  isWithinHours,
  localWeekMinute,
  type WeeklyHours,
} from './weekly-hours';

// São Paulo has no daylight saving time since 2019: local = UTC-3. 2025-06-02 is a Monday.
const sp = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

describe('the default week', () => {
  it('is the spec’s week: Mon-Fri 08:00-18:00, Sat 08:00-12:00, Sun closed', () => {
    expect(DEFAULT_WEEKLY_HOURS.map((d) => `${d.weekdayEn} ${d.startTime}-${d.endTime}`)).toEqual([
      'monday 08:00-18:00',
      'tuesday 08:00-18:00',
      'wednesday 08:00-18:00',
      'thursday 08:00-18:00',
      'friday 08:00-18:00',
      'saturday 08:00-12:00',
      'sunday 00:00-00:00',
    ]);
    expect(DEFAULT_WEEKLY_HOURS[0]?.weekday).toBe('Segunda-feira');
  });

  it.each([
    ['Monday 07:59', '2025-06-02T07:59', false],
    ['Monday 08:00 (start included)', '2025-06-02T08:00', true],
    ['Monday 17:59', '2025-06-02T17:59', true],
    ['Monday 18:00 (end excluded)', '2025-06-02T18:00', false],
    ['Wednesday 12:30', '2025-06-04T12:30', true],
    ['Friday 17:00', '2025-06-06T17:00', true],
    ['Saturday 11:59', '2025-06-07T11:59', true],
    ['Saturday 12:00', '2025-06-07T12:00', false],
    ['Sunday 10:00 (closed all day)', '2025-06-08T10:00', false],
    ['Sunday 00:00', '2025-06-08T00:00', false],
    ['Monday 03:00', '2025-06-02T03:00', false],
  ])('%s in São Paulo → %s', (_label, local, expected) => {
    expect(isWithinHours(DEFAULT_WEEKLY_HOURS, sp(local))).toBe(expected);
  });

  it('reads the wall clock of São Paulo, not UTC: Monday 20:00 UTC is 17:00 there', () => {
    expect(isWithinHours(DEFAULT_WEEKLY_HOURS, new Date('2025-06-02T20:00:00Z'))).toBe(true);
    expect(isWithinHours(DEFAULT_WEEKLY_HOURS, new Date('2025-06-02T21:00:00Z'))).toBe(false);
    // Saturday 00:30 UTC is still Friday 21:30 in São Paulo (closed); Friday 12:00 UTC is 09:00
    expect(isWithinHours(DEFAULT_WEEKLY_HOURS, new Date('2025-06-07T00:30:00Z'))).toBe(false);
    expect(isWithinHours(DEFAULT_WEEKLY_HOURS, new Date('2025-06-06T12:00:00Z'))).toBe(true);
  });

  it('takes another time zone when given', () => {
    // 10:00 in Lisbon (UTC+1 in June) is 06:00 in São Paulo
    const at = new Date('2025-06-02T09:00:00Z');
    expect(isWithinHours(DEFAULT_WEEKLY_HOURS, at, 'Europe/Lisbon')).toBe(true);
    expect(isWithinHours(DEFAULT_WEEKLY_HOURS, at)).toBe(false);
  });
});

describe('edge cases of a schedule', () => {
  const day = (weekdayEn: string, startTime: string, endTime: string): WeeklyHours => ({
    weekday: weekdayEn,
    weekdayEn,
    startTime,
    endTime,
  });

  it('an empty list is never open', () => {
    expect(isWithinHours([], sp('2025-06-02T10:00'))).toBe(false);
  });

  it('a day missing from the list is closed', () => {
    expect(isWithinHours([day('tuesday', '08:00', '18:00')], sp('2025-06-02T10:00'))).toBe(false);
  });

  it('an end before the start runs past midnight into the next day', () => {
    const night = [day('friday', '22:00', '02:00')];
    expect(isWithinHours(night, sp('2025-06-06T21:59'))).toBe(false);
    expect(isWithinHours(night, sp('2025-06-06T23:30'))).toBe(true);
    expect(isWithinHours(night, sp('2025-06-07T01:59'))).toBe(true);
    expect(isWithinHours(night, sp('2025-06-07T02:00'))).toBe(false);
  });

  it('an end of 00:00 means until midnight', () => {
    const late = [day('monday', '08:00', '00:00')];
    expect(isWithinHours(late, sp('2025-06-02T23:59'))).toBe(true);
    expect(isWithinHours(late, sp('2025-06-03T00:00'))).toBe(false);
  });

  it('malformed times or day names close that day instead of throwing', () => {
    expect(isWithinHours([day('monday', '8h', '18:00')], sp('2025-06-02T10:00'))).toBe(false);
    expect(isWithinHours([day('monday', '', '')], sp('2025-06-02T10:00'))).toBe(false);
    expect(isWithinHours([day('lunes', '08:00', '18:00')], sp('2025-06-02T10:00'))).toBe(false);
    expect(isWithinHours([day('Monday ', '08:00', '18:00')], sp('2025-06-02T10:00'))).toBe(true);
  });

  it('the local weekday and minute', () => {
    expect(localWeekMinute(sp('2025-06-08T23:45'), 'America/Sao_Paulo')).toEqual({
      day: 0,
      minute: 23 * 60 + 45,
    });
  });
});
