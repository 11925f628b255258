import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { PlatformInvoiceDTO } from '@atende/shared';
import { PlatformInvoicesTable } from './platform-invoices-table';

afterEach(() => vi.unstubAllGlobals());

const invoice: PlatformInvoiceDTO = {
  id: 42,
  companyId: 3,
  companyName: 'Padaria Nova',
  detail: 'Plano Padrão',
  value: '1299.90',
  dueDate: '2099-12-01',
  status: 'open',
  paidAt: null,
  createdAt: '2099-11-01T00:00:00.000Z',
  pendingChargeId: null,
};

/** Whether the window is as narrow as a phone's (MUI's breakpoint queries ask max-width). */
function screenIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: phone && media.includes('max-width'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

const renderTable = () =>
  render(<PlatformInvoicesTable invoices={[invoice]} loading={false} busy={false} />);

describe('platform invoices table (super users)', () => {
  it('shows the value in its own column on a desktop', () => {
    screenIsPhone(false);
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Valor' })).toBeVisible();
    const row = screen.getByRole('row', { name: /Padaria Nova/ });
    expect(within(row).getByRole('cell', { name: /^R\$\s1\.299,90$/ })).toBeVisible();
  });

  it('keeps the value on a phone, under the company', () => {
    screenIsPhone(true);
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Valor' })).toBeNull();
    const row = screen.getByRole('row', { name: /Padaria Nova/ });
    expect(within(row).getByRole('cell', { name: /Padaria Nova/ })).toHaveTextContent(
      /^Padaria NovaR\$\s1\.299,90$/,
    );
  });
});
