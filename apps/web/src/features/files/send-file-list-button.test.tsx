import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { SendFileListButton } from './send-file-list-button';

afterEach(() => vi.unstubAllGlobals());

function openPicker(profile: 'admin' | 'user') {
  fakeApi((call) => (call.path === '/files' ? { body: { files: [], hasMore: false } } : undefined));
  const { Providers } = renderProviders(makeSessionUser({ profile }));
  render(
    <Providers>
      <SendFileListButton ticketId={10} disabled={false} />
    </Providers>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Enviar lista de arquivos' }));
  return screen.getByRole('dialog', { name: 'Enviar lista de arquivos' });
}

describe('sending a file list from the composer', () => {
  it('tells an agent with no lists whom to ask, and closes with its own button', async () => {
    const dialog = openPicker('user');
    expect(
      await screen.findByText('Nenhuma lista de arquivos. Peça a um administrador que crie uma.'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('sends an admin to the page where lists are made', async () => {
    openPicker('admin');
    expect(
      await screen.findByText('Nenhuma lista de arquivos. Crie uma em Lista de arquivos.'),
    ).toBeVisible();
  });
});
