import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './format-date';

describe('formatDate / formatTime', () => {
  it('writes dd/MM/yyyy and HH:mm with leading zeros, in local time', () => {
    const date = new Date(2026, 0, 5, 7, 3);
    expect(formatDate(date)).toBe('05/01/2026');
    expect(formatTime(date)).toBe('07:03');
    expect(formatDate(new Date(2026, 11, 31, 23, 59))).toBe('31/12/2026');
    expect(formatTime(new Date(2026, 11, 31, 23, 59))).toBe('23:59');
  });

  it('reads ISO strings and gives an empty text for missing or invalid dates', () => {
    expect(formatDate('2026-03-09T10:20:00')).toBe('09/03/2026');
    expect(formatTime('2026-03-09T10:20:00')).toBe('10:20');
    expect(formatDate(null)).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});
