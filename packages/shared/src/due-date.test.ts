import { describe, expect, it } from 'vitest';
import { advanceDueDate, renewedDueDate } from './due-date';

describe('advanceDueDate', () => {
  it.each([
    ['2026-01-15', 'MENSAL', '2026-02-15'],
    ['2026-01-31', 'MENSAL', '2026-02-28'],
    ['2028-01-31', 'MENSAL', '2028-02-29'],
    ['2026-03-31', 'MENSAL', '2026-04-30'],
    ['2026-12-31', 'MENSAL', '2027-01-31'],
    ['2026-11-30', 'BIMESTRAL', '2027-01-30'],
    ['2026-12-31', 'BIMESTRAL', '2027-02-28'],
    ['2026-11-30', 'TRIMESTRAL', '2027-02-28'],
    ['2026-08-31', 'SEMESTRAL', '2027-02-28'],
    ['2028-02-29', 'ANUAL', '2029-02-28'],
    ['2027-02-28', 'ANUAL', '2028-02-28'],
  ] as const)('%s + %s → %s', (from, recurrence, expected) => {
    expect(advanceDueDate(from, recurrence)).toBe(expected);
  });
});

describe('renewedDueDate', () => {
  it('renews from the due date while it is still ahead', () => {
    expect(renewedDueDate('2026-12-10', '2026-11-24', 'MENSAL')).toBe('2027-01-10');
  });
  it('renews from today once the due date has passed or is unset', () => {
    expect(renewedDueDate('2026-10-01', '2026-11-24', 'MENSAL')).toBe('2026-12-24');
    expect(renewedDueDate(null, '2026-11-24', 'ANUAL')).toBe('2027-11-24');
  });
});
