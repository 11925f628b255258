import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PlanDTO, SessionUserDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { DrawerMenu } from './drawer-menu';
import { buildMenu } from './menu-items';

function renderMenu(user: SessionUserDTO, cshow = false) {
  return render(
    <MemoryRouter>
      <DrawerMenu sections={buildMenu(user, cshow)} />
    </MemoryRouter>,
  );
}

const link = (name: string) => screen.queryByRole('link', { name });

describe('side menu', () => {
  it('shows an admin the dashboard and the administration group', () => {
    renderMenu(makeSessionUser({ profile: 'admin' }));
    expect(link('Dashboard')).not.toBeNull();
    expect(screen.getByText('Administração')).toBeTruthy();
    for (const name of ['Conexões', 'Filas & Chatbot', 'Usuários', 'Financeiro', 'Configurações']) {
      expect(link(name), name).not.toBeNull();
    }
    expect(screen.getByText('Versão 6.3.0')).toBeTruthy();
  });

  it('hides the dashboard and administration from users and supervisors', () => {
    for (const profile of ['user', 'supervisor'] as const) {
      const { unmount } = renderMenu(makeSessionUser({ profile }));
      expect(link('Atendimentos')).not.toBeNull();
      expect(link('Contatos')).not.toBeNull();
      expect(link('Dashboard')).toBeNull();
      expect(screen.queryByText('Administração')).toBeNull();
      expect(link('Usuários')).toBeNull();
      unmount();
    }
  });

  it('treats the profile case-insensitively', () => {
    renderMenu(makeSessionUser({ profile: 'ADMIN' as SessionUserDTO['profile'] }));
    expect(link('Usuários')).not.toBeNull();
  });

  it('follows the plan flags', () => {
    const off: Partial<PlanDTO> = {};
    const { unmount } = renderMenu(makeSessionUser({}, off));
    for (const name of ['Kanban', 'Open.Ai', 'Integrações', 'API'])
      expect(link(name), name).toBeNull();
    expect(screen.queryByText('Campanhas')).toBeNull();
    unmount();

    renderMenu(
      makeSessionUser(
        {},
        {
          useKanban: true,
          useOpenAi: true,
          useIntegrations: true,
          useExternalApi: true,
          useCampaigns: true,
        },
      ),
    );
    for (const name of ['Kanban', 'Open.Ai', 'Integrações', 'API'])
      expect(link(name), name).not.toBeNull();
    fireEvent.click(screen.getByText('Campanhas'));
    expect(link('Listagem')).not.toBeNull();
    expect(link('Listas de Contatos')).not.toBeNull();
  });

  it('shows the campaigns group when the cshow flag is set, even without the plan flag', () => {
    renderMenu(makeSessionUser(), true);
    expect(screen.getByText('Campanhas')).toBeTruthy();
  });

  it('shows announcements to super users only', () => {
    const { unmount } = renderMenu(makeSessionUser({ super: false }));
    expect(link('Informativos')).toBeNull();
    unmount();
    renderMenu(makeSessionUser({ super: true }));
    expect(link('Informativos')).not.toBeNull();
  });
});
