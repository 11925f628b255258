import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, invoiceDisplayStatus, localToday } from './invoice-status';

describe('invoice display status (spec 2 §4)', () => {
  it('paid is Pago whatever the date; unpaid before today is Vencido; else Em Aberto', () => {
    const today = '2026-11-24';
    expect(invoiceDisplayStatus({ status: 'paid', dueDate: '2026-01-01' }, today)).toBe('paid');
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2026-11-23' }, today)).toBe('overdue');
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2026-11-24' }, today)).toBe('open');
    expect(invoiceDisplayStatus({ status: 'open', dueDate: '2026-12-01' }, today)).toBe('open');
  });

  it('formats money as BRL in pt-BR and days as dd/MM/yyyy', () => {
    expect(formatMoney('199.90').replace(/\s/g, ' ')).toBe('R$ 199,90');
    expect(formatMoney('1234.50').replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatDay('2026-02-28')).toBe('28/02/2026');
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
