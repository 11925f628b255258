import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { makeQuickMessage, makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { QuickMessagesPage } from './quick-messages-page';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const created = makeQuickMessage({ id: 40, shortcode: 'planilha', message: 'Segue a planilha' });
const writes = (calls: FakeCall[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);

/** The page with an empty list, the add dialog open and its texts typed. */
async function openAddDialog() {
  const { Providers } = renderProviders(makeSessionUser({ id: 7, profile: 'admin' }));
  render(
    <Providers>
      <QuickMessagesPage />
    </Providers>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Adicionar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar resposta rápida' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Atalho/ }), {
    target: { value: 'planilha' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem' }), {
    target: { value: 'Segue a planilha' },
  });
  return dialog;
}

const attach = (file: File) =>
  fireEvent.change(screen.getByTestId('quick-message-file'), { target: { files: [file] } });

describe('quick message dialog attachments', { timeout: 15_000 }, () => {
  it('refuses a file of a type the server will not take before saving anything', async () => {
    const { calls } = fakeApi((call) => {
      if (call.method === 'GET') return { body: { records: [], hasMore: false } };
      if (call.method === 'POST' && call.path === '/quick-messages') return { body: created };
      return undefined;
    });
    const dialog = await openAddDialog();
    // the file chooser offers the accepted types only
    expect(screen.getByTestId('quick-message-file')).toHaveAttribute(
      'accept',
      expect.stringContaining('application/pdf'),
    );
    attach(new File(['#!/bin/sh\necho oi'], 'planilha.sh', { type: '' }));
    const reason =
      'O arquivo "planilha.sh" não pode ser anexado: envie imagem, áudio, vídeo, PDF, documento (Word, Excel, PowerPoint, OpenDocument), ZIP, texto, CSV ou vCard.';
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(`Ocorreu um erro: ${reason}`)).toBeVisible();
    expect(writes(calls)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Adicionar resposta rápida' })).toBeVisible();

    // without the file the message saves
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover anexo' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual(['POST /quick-messages']);
  });

  it('after a refused upload: the server’s reason, the dialog edits the record it created', async () => {
    const reason = 'Tipo de arquivo não permitido: application/pdf';
    const { calls } = fakeApi((call) => {
      if (call.method === 'GET') return { body: { records: [], hasMore: false } };
      if (call.method === 'POST' && call.path === '/quick-messages') return { body: created };
      if (call.method === 'PUT' && call.path === '/quick-messages/40') return { body: created };
      if (call.path === '/quick-messages/40/media-upload') {
        return {
          status: 400,
          body: { error: 'ERR_VALIDATION', message: `file: ${reason}`, fields: { file: reason } },
        };
      }
      return undefined;
    });
    const dialog = await openAddDialog();
    // declared a PDF, which only the server can see is not one
    attach(new File(['não é pdf'], 'planilha.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(`Ocorreu um erro: ${reason}`)).toBeVisible();
    expect(screen.queryByText(/Dados inválidos/)).toBeNull();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
    // the record exists: the dialog now edits it, and the list shows it
    expect(await screen.findByRole('dialog', { name: 'Editar resposta rápida' })).toBeVisible();
    expect(screen.getByText('/planilha')).toBeVisible();

    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(writes(calls)).toHaveLength(4));
    expect(writes(calls)).toEqual([
      'POST /quick-messages',
      'POST /quick-messages/40/media-upload',
      'PUT /quick-messages/40',
      'POST /quick-messages/40/media-upload',
    ]);
    expect(screen.getByRole('dialog', { name: 'Editar resposta rápida' })).toBeVisible();
  });
});
