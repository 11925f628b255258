import { describe, expect, it } from 'vitest';
import { money } from './plan';
import { V } from './messages';

const parsed = (value: unknown) => {
  const r = money.safeParse(value);
  return r.success ? r.data : r.error.issues[0]?.message;
};

describe('plan money', () => {
  it('takes Brazilian money: R$, spaces, thousands dots, comma cents', () => {
    expect(parsed('1.299,90')).toBe('1299.90');
    expect(parsed('R$ 1299,90')).toBe('1299.90');
    expect(parsed('R$\u00a01.299,90')).toBe('1299.90'); // as Intl formats it
    expect(parsed(' r$1.234.567,8 ')).toBe('1234567.8');
    expect(parsed('49,90')).toBe('49.90');
    expect(parsed('0,5')).toBe('0.5');
  });

  it('takes a plain decimal point and numbers', () => {
    expect(parsed('1299.90')).toBe('1299.90');
    expect(parsed('49.9')).toBe('49.9');
    expect(parsed('100')).toBe('100');
    expect(parsed(199.9)).toBe('199.9');
  });

  it('reads a dot before exactly three digits as thousands: 1.299 is R$ 1.299,00', () => {
    expect(parsed('1.299')).toBe('1299');
    expect(parsed('R$ 10.999')).toBe('10999');
    expect(parsed('1.000.000')).toBe('1000000');
  });

  it('refuses what it would have to guess, with "Valor inválido"', () => {
    for (const value of ['1,299.90', '1,299', '10,999', '10.9999', '0.999', '1.2,50', '12.34.5']) {
      expect(parsed(value), value).toBe(V.invalidValue);
    }
    for (const value of ['abc', '-1', '1e3', 'R$ -5,00', 0.1 + 0.2]) {
      expect(parsed(value), String(value)).toBe(V.invalidValue);
    }
    expect(parsed('R$ ')).toBe(V.required);
  });
});
