import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ContactImportReport } from '@atende/shared';
import { phoneScreen } from '../../test/phone-screen';
import { ContactImportReportView } from './contact-import-report';

afterEach(() => vi.unstubAllGlobals());

const report = {
  created: 2,
  updated: 1,
  refused: 2,
  rows: [
    { row: 2, status: 'created', name: 'Ana', number: '5511987650001', reason: '' },
    { row: 3, status: 'refused', name: 'Sem Numero', number: '', reason: 'Número obrigatório' },
    { row: 4, status: 'refused', name: 'Letras', number: 'abc', reason: 'Número inválido' },
  ],
} as unknown as ContactImportReport;

describe('the import report', () => {
  it('lists the refused rows in a table on a wide screen', () => {
    render(<ContactImportReportView report={report} />);
    const table = screen.getByRole('table', { name: 'Linhas recusadas' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('gives each refused row its own short block on a phone, the reason whole', () => {
    phoneScreen();
    render(<ContactImportReportView report={report} />);
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(screen.getByRole('list', { name: 'Linhas recusadas' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.textContent)).toEqual([
      'Linha 3 · Sem NumeroNúmero obrigatório',
      'Linha 4 · LetrasNúmero inválidoNúmero: abc',
    ]);
  });
});
