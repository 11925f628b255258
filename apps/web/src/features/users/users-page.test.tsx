import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { UserDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { UsersPage } from './users-page';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

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
    const { Providers } = renderProviders(me);
    render(
      <Providers>
        <UsersPage />
      </Providers>,
    );
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
});
