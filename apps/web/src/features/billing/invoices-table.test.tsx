import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { InvoiceDTO } from '@atende/shared';
import { InvoicesTable } from './invoices-table';

afterEach(() => vi.unstubAllGlobals());

/** A 390 px phone: every max-width query under 600 px matches. */
function phoneScreen() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: /max-width:\s*5\d\d/.test(media),
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

const INVOICE: InvoiceDTO = {
  id: 42,
  companyId: 3,
  detail: 'Plano Ouro',
  value: '1299.90',
  dueDate: '2099-12-01',
  status: 'open',
  paidAt: null,
  createdAt: '2026-11-11T00:00:00.000Z',
};

describe('invoices table', () => {
  it('on a phone keeps 6 px side padding per cell, so PAGAR and Ação fit 390 px', () => {
    phoneScreen();
    render(<InvoicesTable invoices={[INVOICE]} loading={false} onPay={() => {}} />);
    // the phone's four columns: the id and details are left out
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Valor',
      'Data Venc.',
      'Status',
      'Ação',
    ]);
    expect(screen.getByRole('button', { name: 'Pagar a fatura 42' })).toBeVisible();
    const cells = [...screen.getAllByRole('columnheader'), ...screen.getAllByRole('cell')];
    for (const cell of cells) {
      const style = getComputedStyle(cell);
      expect([cell.textContent, style.paddingLeft, style.paddingRight]).toEqual([
        cell.textContent,
        '6px',
        '6px',
      ]);
    }
  });

  it('a wide screen keeps every column and the usual 16 px padding', () => {
    render(<InvoicesTable invoices={[INVOICE]} loading={false} onPay={() => {}} />);
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(6);
    expect(getComputedStyle(headers[5]!).paddingLeft).toBe('16px');
  });
});
