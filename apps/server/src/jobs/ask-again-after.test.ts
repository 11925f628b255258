import { expect, it } from 'vitest';
import { askAgainAfter } from './ask-again-after';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 12, minutes));

it('answers yes once per key and pause, and forgets everything past its bound', () => {
  const firstInAWhile = askAgainAfter(10 * 60_000, 3);
  expect(firstInAWhile('a', at(0))).toBe(true);
  expect(firstInAWhile('a', at(9))).toBe(false);
  expect(firstInAWhile('b', at(9))).toBe(true);
  expect(firstInAWhile('a', at(10))).toBe(true);
  expect(firstInAWhile('c', at(10))).toBe(true);
  // a fourth key: the memory is full, so it starts again and 'b' is asked again
  expect(firstInAWhile('d', at(11))).toBe(true);
  expect(firstInAWhile('b', at(11))).toBe(true);
  expect(firstInAWhile('d', at(12))).toBe(false);
});
