import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SessionUserDTO, UserDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { UsersPage } from './users-page';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

function renderPage(me: SessionUserDTO) {
  const { Providers } = renderProviders(me);
  render(
    <Providers>
      <UsersPage />
    </Providers>,
  );
}

describe('users page', { timeout: 20_000 }, () => {
  it('says what becomes of a deleted user’s conversations, then deletes', async () => {
    const me = makeSessionUser({ id: 7, name: 'Ana', profile: 'admin' });
    const colleague: UserDTO = { ...me, id: 8, name: 'Bruno', email: 'bruno@example.com' };
    const { calls } = fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/users') {
        return { body: { users: [me, colleague], hasMore: false } };
      }
      if (call.method === 'DELETE' && call.path === '/users/8') return { body: {} };
      return undefined;
    });
    renderPage(me);
    const row = await screen.findByRole('row', { name: /Bruno/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Exclusão de Registro' });
    expect(confirm).toHaveTextContent(
      'Deseja realmente excluir esse registro? Os atendimentos abertos deste usuário voltarão para a fila, aguardando; os já finalizados ficam nos relatórios como "Sem atendente".',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Usuário excluído com sucesso!')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Bruno/ })).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/users/8']);
  });

  it('says a list the server failed to send could not be loaded, and lists it once tried again', async () => {
    const me = makeSessionUser({ id: 7, name: 'Ana', profile: 'admin' });
    let down = true;
    fakeApi((call) => {
      if (call.method !== 'GET' || call.path !== '/users') return undefined;
      return down
        ? { status: 500, body: { error: 'ERR_INTERNAL', message: 'Erro interno' } }
        : { body: { users: [me], hasMore: false } };
    });
    renderPage(me);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar a lista.')).toBeVisible();
    expect(screen.queryByText('Nenhum usuário encontrado')).toBeNull();

    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('row', { name: /Ana/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
