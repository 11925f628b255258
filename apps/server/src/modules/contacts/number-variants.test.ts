import { describe, expect, it } from 'vitest';
import { brazilianMobileVariant } from '@atende/shared';

describe("a Brazilian mobile's two forms", () => {
  it.each([
    ['5521998887777', '552198887777'],
    ['552198887777', '5521998887777'],
    ['5511987654321', '551187654321'],
    ['551176543210', '5511976543210'],
  ])('%s is also %s', (number, other) => {
    expect(brazilianMobileVariant(number)).toBe(other);
  });

  it.each([
    ['552133334444', 'a landline (it begins 2-5)'],
    ['5521933334444', 'a ninth digit before a landline-like number'],
    ['14155550100', 'another country'],
    ['5502998887777', 'no area code 02'],
    ['120363041234567890', 'a group id'],
  ])('%s has no other form: %s', (number) => {
    expect(brazilianMobileVariant(number)).toBeUndefined();
  });
});
