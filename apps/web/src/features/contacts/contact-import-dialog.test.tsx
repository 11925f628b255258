import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ContactImportReport } from '@atende/shared';
import { changeLanguage } from '../../lib/i18n';
import { makeSessionUser } from '../../test/fixtures';
import { ContactImportDialog } from './contact-import-dialog';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const report: ContactImportReport = {
  created: 1,
  updated: 0,
  refused: 1,
  rows: [
    { row: 2, name: 'Ana', number: '5511987654321', status: 'created' },
    { row: 3, name: 'X', number: '123', status: 'refused', reason: 'Nome muito curto' },
  ],
};

function renderDialog() {
  const { Providers } = renderProviders(makeSessionUser());
  const onImported = vi.fn();
  render(
    <Providers>
      <ContactImportDialog open onClose={vi.fn()} onImported={onImported} />
    </Providers>,
  );
  return { onImported };
}

const chooseFile = (name: string) =>
  fireEvent.change(screen.getByLabelText('Arquivo de contatos'), {
    target: { files: [new File(['nome,numero\nAna,5511987654321\n'], name)] },
  });

const importButton = () =>
  within(screen.getByRole('dialog')).getByRole('button', { name: 'Importar' });

// the first render of MUI dialogs and tables is slow when the whole suite runs in parallel
describe('contact import dialog', { timeout: 15_000 }, () => {
  it('sends the chosen file and shows the totals and the refused rows', async () => {
    const { calls } = fakeApi((call: FakeCall) =>
      call.path === '/contacts/import' ? { body: report } : undefined,
    );
    const { onImported } = renderDialog();
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
    chooseFile('lista.csv');
    expect(screen.getByText('lista.csv')).toBeVisible();
    fireEvent.click(importButton());
    expect(await screen.findByText('Criados: 1')).toBeVisible();
    expect(screen.getByText('Atualizados: 0')).toBeVisible();
    expect(screen.getByText('Recusados: 1')).toBeVisible();
    const refused = screen.getByRole('table', { name: 'Linhas recusadas' });
    const rows = within(refused).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1].textContent).toBe('3X123Nome muito curto');
    const sent = calls[0].body as FormData;
    expect(calls[0].method).toBe('POST');
    expect((sent.get('file') as File).name).toBe('lista.csv');
    expect(onImported).toHaveBeenCalledWith(report);
  });

  it("shows the server's reason when the whole file is refused", async () => {
    fakeApi(() => ({
      status: 400,
      body: {
        error: 'ERR_VALIDATION',
        message: 'Invalid input',
        fields: { file: 'Cabeçalho sem a coluna número (number, telefone, phone)' },
      },
    }));
    renderDialog();
    chooseFile('lista.csv');
    fireEvent.click(importButton());
    expect(
      await screen.findByText('Cabeçalho sem a coluna número (number, telefone, phone)'),
    ).toBeVisible();
    expect(screen.queryByText(/Criados/)).toBeNull();
  });

  it('words a spreadsheet past the import limits in the user language, not the server text', async () => {
    const serverText = 'A planilha passa dos limites de importação (mais de 200 colunas)';
    fakeApi(() => ({
      status: 400,
      body: {
        error: 'ERR_SPREADSHEET_TOO_LARGE',
        message: serverText,
        fields: { file: serverText },
      },
    }));
    await changeLanguage('en');
    try {
      renderDialog();
      fireEvent.change(screen.getByLabelText('Contacts file'), {
        target: { files: [new File(['PK'], 'bomba.xlsx')] },
      });
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Import' }));
      expect(
        await screen.findByText(
          'The spreadsheet is too large or complex to import: split it into parts or save it as CSV.',
        ),
      ).toBeVisible();
      expect(screen.queryByText(serverText)).not.toBeInTheDocument();
    } finally {
      await changeLanguage('pt-BR');
    }
  });
});
