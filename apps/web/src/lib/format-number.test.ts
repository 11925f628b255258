import { describe, expect, it } from 'vitest';
import { formatBytes, formatNumber } from './format-number';

describe('formatNumber', () => {
  it('writes decimals as the language does: a comma in Portuguese and Spanish, a dot in English', () => {
    expect(formatNumber(1.5, 'pt-BR')).toBe('1,5');
    expect(formatNumber(2.33, 'pt-BR')).toBe('2,33');
    expect(formatNumber(1.5, 'es')).toBe('1,5');
    expect(formatNumber(1.5, 'en')).toBe('1.5');
  });

  it('keeps the decimals asked for: whole numbers stay whole, at most maxDecimals', () => {
    expect(formatNumber(3, 'pt-BR')).toBe('3');
    expect(formatNumber(2.666, 'pt-BR')).toBe('2,67');
    expect(formatNumber(4.46, 'pt-BR', 1, 1)).toBe('4,5');
    expect(formatNumber(2, 'en', 1, 1)).toBe('2.0');
  });

  it('groups thousands as the language does', () => {
    expect(formatNumber(12345, 'pt-BR')).toBe('12.345');
    expect(formatNumber(12345, 'en')).toBe('12,345');
  });
});

describe('formatBytes', () => {
  it('writes whole KB (at least 1) or MB with one decimal, in the reader’s language', () => {
    expect(formatBytes(900, 'pt-BR')).toBe('1 KB');
    expect(formatBytes(300 * 1024 + 1, 'pt-BR')).toBe('301 KB');
    expect(formatBytes(1.5 * 1024 * 1024, 'pt-BR')).toBe('1,5 MB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });
});
