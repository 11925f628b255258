import { describe, expect, it } from 'vitest';
import { displayName, formatTicketTime } from './ticket-format';

describe('formatTicketTime', () => {
  const now = new Date(2026, 10, 22, 15, 30);

  it('shows HH:mm for a time of today', () => {
    expect(formatTicketTime(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe('09:05');
  });

  it('shows dd/MM/yyyy for another day', () => {
    expect(formatTicketTime(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe('21/11/2026');
    expect(formatTicketTime(new Date(2025, 0, 3, 10, 0).toISOString(), now)).toBe('03/01/2025');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatTicketTime(null, now)).toBe('');
    expect(formatTicketTime('not a date', now)).toBe('');
  });
});

describe('displayName', () => {
  it('shortens long names to 10 characters with an ellipsis only on narrow screens', () => {
    expect(displayName('Maria Aparecida', true)).toBe('Maria Apar…');
    expect(displayName('Pedro Paulo Souza', true)).toBe('Pedro Paul…');
    expect(displayName('Ana Maria Silva', true)).toBe('Ana Maria…');
    expect(displayName('Maria Aparecida', false)).toBe('Maria Aparecida');
    expect(displayName('João', true)).toBe('João');
    expect(displayName('0123456789', true)).toBe('0123456789');
  });
});
