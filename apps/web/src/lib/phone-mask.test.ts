import { describe, expect, it } from 'vitest';
import { maskPhone, phoneDigitsOnly } from './phone-mask';

describe('sign-up phone mask (99) 99999-9999', () => {
  it('formats a full mobile number', () => {
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it('formats while the number is being typed', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('1198765')).toBe('(11) 98765');
    expect(maskPhone('11987654')).toBe('(11) 98765-4');
  });

  it('drops anything that is not a digit and keeps at most 11 digits', () => {
    expect(maskPhone('(11) 9a8765-43210000')).toBe('(11) 98765-4321');
    expect(phoneDigitsOnly('+55 (11) 98765-4321')).toHaveLength(11);
    expect(maskPhone('abc')).toBe('');
  });

  it('is stable when applied to its own output', () => {
    expect(maskPhone(maskPhone('11987654321'))).toBe('(11) 98765-4321');
  });
});
