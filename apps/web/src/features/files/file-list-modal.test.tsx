import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FileListDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { FilesPage } from './files-page';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const list = (options: FileListDTO['options']): FileListDTO => ({
  id: 9,
  name: 'Catálogo 2026',
  message: 'Segue o catálogo',
  userId: 7,
  options,
  createdAt: '2026-11-30T10:00:00Z',
  updatedAt: '2026-11-30T10:00:00Z',
});
const stored = { id: 1, name: 'Tabela', file: 'tabela.pdf', mediaType: 'application/pdf' };
const pdf = () => new File(['%PDF-1.4'], 'precos.pdf', { type: 'application/pdf' });
const writes = (calls: FakeCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
const refusedUpload = {
  status: 400,
  body: {
    error: 'ERR_VALIDATION',
    message: 'Dados inválidos',
    fields: { files: 'Tipo de arquivo não permitido: application/pdf' },
  },
};

async function openAddDialog() {
  const { Providers } = renderProviders(makeSessionUser({ id: 7, profile: 'admin' }));
  render(
    <Providers>
      <FilesPage />
    </Providers>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
  const dialog = await screen.findByRole('dialog');
  return dialog;
}

/** The list's own name field, not an item's 'Nome do arquivo'. */
const LIST_NAME = /^Nome\s*\*?$/;
const typeInto = (dialog: HTMLElement, name: string | RegExp, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });

describe('file list dialog', { timeout: 15_000 }, () => {
  it('asks for a file on every item, and names a file the server would refuse, before saving', async () => {
    const { calls } = fakeApi((call) =>
      call.method === 'GET' ? { body: { files: [], hasMore: false } } : undefined,
    );
    const dialog = await openAddDialog();
    typeInto(dialog, LIST_NAME, 'Catálogo 2026');
    typeInto(dialog, /Mensagem/, 'Segue o catálogo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar arquivo' }));
    typeInto(dialog, 'Nome do arquivo', 'Tabela');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Escolha um arquivo para este item')).toBeVisible();

    fireEvent.change(within(dialog).getByLabelText('Escolher arquivo 1'), {
      target: { files: [new File(['\u0000'], 'dados.bin')] },
    });
    expect(
      await within(dialog).findByText('Tipo de arquivo não permitido: dados.bin'),
    ).toBeVisible();
    expect(within(dialog).getByText('Nenhum arquivo')).toBeVisible();
    expect(writes(calls)).toEqual([]);
  });

  it('names an item without a file together with the empty fields, in one round', async () => {
    const { calls } = fakeApi((call) =>
      call.method === 'GET' ? { body: { files: [], hasMore: false } } : undefined,
    );
    const dialog = await openAddDialog();
    typeInto(dialog, LIST_NAME, 'Catálogo 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar arquivo' }));
    typeInto(dialog, 'Nome do arquivo', 'Tabela');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Obrigatório')).toBeVisible();
    expect(within(dialog).getByText('Escolha um arquivo para este item')).toBeVisible();
    expect(writes(calls)).toEqual([]);
  });

  it('a new list whose files are refused is taken back, and the dialog keeps what was typed', async () => {
    const { calls } = fakeApi((call) => {
      if (call.method === 'GET') return { body: { files: [], hasMore: false } };
      if (call.method === 'POST' && call.path === '/files')
        return { body: list([{ ...stored, file: null, mediaType: null }]) };
      if (call.path === '/files/uploadList/9') return refusedUpload;
      if (call.method === 'DELETE') return { body: { message: 'ok' } };
      return undefined;
    });
    const dialog = await openAddDialog();
    typeInto(dialog, LIST_NAME, 'Catálogo 2026');
    typeInto(dialog, /Mensagem/, 'Segue o catálogo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar arquivo' }));
    typeInto(dialog, 'Nome do arquivo', 'Tabela');
    fireEvent.change(within(dialog).getByLabelText('Escolher arquivo 1'), {
      target: { files: [pdf()] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(writes(calls)).toEqual(['POST /files', 'POST /files/uploadList/9', 'DELETE /files/9']),
    );
    expect(
      await screen.findByText('Ocorreu um erro: Tipo de arquivo não permitido: application/pdf'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: LIST_NAME })).toHaveValue('Catálogo 2026');
    expect(within(dialog).getByText('precos.pdf')).toBeVisible();
  });

  it('an edit whose new file is refused puts the list back as it was', async () => {
    const before = list([stored]);
    const { calls } = fakeApi((call) => {
      if (call.method === 'GET') return { body: { files: [before], hasMore: false } };
      if (call.method === 'PUT') {
        const body = call.body as { options: { id: number | null; name: string }[] };
        const options = body.options.map((o, i) =>
          o.id ? stored : { id: 2 + i, name: o.name, file: null, mediaType: null },
        );
        return { body: list(options) };
      }
      if (call.path === '/files/uploadList/9') return refusedUpload;
      return undefined;
    });
    const { Providers } = renderProviders(makeSessionUser({ id: 7, profile: 'admin' }));
    render(
      <Providers>
        <FilesPage />
      </Providers>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar arquivo' }));
    fireEvent.change(within(dialog).getAllByRole('textbox', { name: 'Nome do arquivo' })[1]!, {
      target: { value: 'Preços' },
    });
    fireEvent.change(within(dialog).getByLabelText('Escolher arquivo 2'), {
      target: { files: [pdf()] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(writes(calls)).toEqual(['PUT /files/9', 'POST /files/uploadList/9', 'PUT /files/9']),
    );
    const puts = calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    expect(puts[0]).toMatchObject({
      options: [
        { id: 1, name: 'Tabela' },
        { id: null, name: 'Preços' },
      ],
    });
    expect(puts[1]).toEqual({
      name: 'Catálogo 2026',
      message: 'Segue o catálogo',
      options: [{ id: 1, name: 'Tabela' }],
    });
  });
});
