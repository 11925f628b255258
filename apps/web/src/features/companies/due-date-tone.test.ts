import { describe, expect, it } from 'vitest';
import { dueTone } from './due-date-tone';

describe('company row colour by days to the due date', () => {
  const today = new Date(2026, 10, 24, 15, 0);
  it.each([
    ['2026-12-24', undefined],
    ['2026-11-30', undefined],
    ['2026-11-29', 'near'],
    ['2026-11-28', 'due'],
    ['2026-11-24', 'due'],
    ['2026-11-21', 'due'],
    ['2026-11-20', 'overdue'],
    ['2026-01-01', 'overdue'],
    [null, undefined],
  ])('%s → %s', (due, tone) => {
    expect(dueTone(due, today)).toBe(tone);
  });
});
