import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { UserDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { UsersTable } from './users-table';

describe('users table', () => {
  it('offers delete on the colleagues’ rows but not on one’s own', () => {
    const me = makeSessionUser({ id: 7, name: 'Ana' });
    const colleague: UserDTO = { ...me, id: 8, name: 'Bruno', email: 'bruno@example.com' };
    const { Providers } = renderProviders(me);
    render(
      <Providers>
        <UsersTable users={[me, colleague]} loading={false} onEdit={vi.fn()} onDelete={vi.fn()} />
      </Providers>,
    );
    const own = screen.getByRole('row', { name: /Ana/ });
    const other = screen.getByRole('row', { name: /Bruno/ });
    expect(within(own).getByRole('button', { name: 'Editar' })).toBeVisible();
    expect(within(own).queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(within(other).getByRole('button', { name: 'Excluir' })).toBeVisible();
  });
});
