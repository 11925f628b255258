import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ContactListImportReport } from '@atende/shared';
import { changeLanguage } from '../../lib/i18n';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { ContactListImportDialog } from './contact-list-import-dialog';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('pt-BR');
});

/** What the server answers: the Portuguese reason for API clients, and its codes. */
const report: ContactListImportReport = {
  created: 1,
  updated: 0,
  merged: 1,
  refused: 4,
  rows: [
    {
      row: 3,
      name: 'Carla',
      number: '11900000002',
      status: 'merged',
      reason: 'Mesmo número da linha 2',
      reasons: [{ code: 'sameNumber', row: 2 }],
    },
    {
      row: 4,
      name: '',
      number: '',
      status: 'refused',
      reason: 'Nome obrigatório; Número obrigatório',
      reasons: [{ code: 'nameRequired' }, { code: 'numberRequired' }],
    },
    {
      row: 5,
      name: 'Eva',
      number: '123',
      status: 'refused',
      reason: 'Número inválido; E-mail inválido',
      reasons: [{ code: 'numberInvalid' }, { code: 'emailInvalid' }],
    },
    {
      row: 6,
      name: 'F'.repeat(51),
      number: '5511900000006',
      status: 'refused',
      reason: 'Nome muito longo (máximo 50 caracteres)',
      reasons: [{ code: 'nameTooLong' }],
    },
    // a reason the web has no words for yet: the server's text as it is
    { row: 7, name: 'Gil', number: '1', status: 'refused', reason: 'Motivo novo' },
  ],
};

async function importIn(language: 'en' | 'es') {
  await changeLanguage(language);
  fakeApi((call) =>
    call.method === 'POST' && call.path === '/contact-lists/5/upload'
      ? { body: report }
      : undefined,
  );
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <ContactListImportDialog contactListId={5} onClose={vi.fn()} />
    </Providers>,
  );
  const dialog = screen.getByRole('dialog');
  const file = new File(['nome;numero'], 'lista.csv');
  fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [file] } });
  const submit = language === 'en' ? 'Import' : 'Importar';
  fireEvent.click(within(dialog).getByRole('button', { name: submit }));
  fireEvent.click(within(dialog).getByRole('button', { name: submit }));
  const table = await within(dialog).findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);
}

describe('contact list import report', () => {
  it('words each reason in English', async () => {
    expect(await importIn('en')).toEqual([
      'Same number as row 2',
      'Name required; Number required',
      'Invalid number; Invalid e-mail',
      'Name too long (at most 50 characters)',
      'Motivo novo',
    ]);
  });

  it('words each reason in Spanish', async () => {
    expect(await importIn('es')).toEqual([
      'Mismo número que la fila 2',
      'Nombre obligatorio; Número obligatorio',
      'Número no válido; Correo electrónico no válido',
      'Nombre demasiado largo (máximo 50 caracteres)',
      'Motivo novo',
    ]);
  });
});
