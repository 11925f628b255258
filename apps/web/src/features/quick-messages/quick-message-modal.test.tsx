import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { makeQuickMessage, makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { QuickMessagesPage } from './quick-messages-page';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const created = makeQuickMessage({ id: 40, shortcode: 'catalogo', message: 'Segue o catálogo' });
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
    target: { value: 'catalogo' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Mensagem' }), {
    target: { value: 'Segue o catálogo' },
  });
  return dialog;
}

const attach = (file: File) =>
  fireEvent.change(screen.getByTestId('quick-message-file'), { target: { files: [file] } });

describe('quick message dialog attachments', { timeout: 15_000 }, () => {
  it('refuses a file that is not a png or jpeg image before saving anything', async () => {
    const { calls } = fakeApi((call) => {
      if (call.method === 'GET') return { body: { records: [], hasMore: false } };
      if (call.method === 'POST' && call.path === '/quick-messages') return { body: created };
      return undefined;
    });
    const dialog = await openAddDialog();
    // the message field names the variables the server fills for the contact (spec 1 §9)
    expect(within(dialog).getByRole('textbox', { name: 'Mensagem' })).toHaveAccessibleDescription(
      'Variáveis: {{firstName}} {{name}} {{ms}} {{protocol}} {{hora}}',
    );
    // the file chooser offers png, jpg and jpeg images only (spec 2 §5)
    expect(screen.getByTestId('quick-message-file')).toHaveAttribute(
      'accept',
      '.png,.jpg,.jpeg,image/png,image/jpeg',
    );
    attach(new File(['%PDF-1.4'], 'catalogo.pdf', { type: 'application/pdf' }));
    const reason =
      'O arquivo "catalogo.pdf" não pode ser anexado: envie uma imagem png, jpg ou jpeg.';
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
    const reason = 'Apenas imagens png, jpg ou jpeg';
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
    // declared a PNG, which only the server can see is not one
    attach(new File(['não é png'], 'catalogo.png', { type: 'image/png' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(`Ocorreu um erro: ${reason}`)).toBeVisible();
    expect(screen.queryByText(/Dados inválidos/)).toBeNull();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
    // the record exists: the dialog now edits it, and the list shows it
    expect(await screen.findByRole('dialog', { name: 'Editar resposta rápida' })).toBeVisible();
    expect(screen.getByText('/catalogo')).toBeVisible();

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
