import { describe, expect, it } from 'vitest';
import { typedNumber } from './bot-menus';

describe('the option a customer typed', () => {
  it('reads the number as people type it', () => {
    for (const [body, n] of [
      ['2', 2],
      [' 2 ', 2],
      ['2.', 2],
      ['2)', 2],
      ['2 -', 2],
      ['2️⃣', 2],
      ['2⃣', 2],
      ['10', 10],
    ] as const) {
      expect(typedNumber(body), body).toBe(n);
    }
  });

  it('takes a sentence, a fraction or an emoji alone for no choice', () => {
    for (const body of ['2 boletos', '1.5', 'dois', '👍', '', '12345', '#']) {
      expect(typedNumber(body), body).toBeUndefined();
    }
  });
});
