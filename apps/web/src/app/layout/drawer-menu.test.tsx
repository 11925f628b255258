import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PlanDTO, SessionUserDTO, WhatsappDTO } from '@atende/shared';
import { makeSessionUser, makeWhatsapp } from '../../test/fixtures';
import { advanceTimers } from '../../test/timers';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { DrawerMenu } from './drawer-menu';
import { buildMenu } from './menu-items';

function renderMenu(user: SessionUserDTO) {
  return render(
    <MemoryRouter>
      <DrawerMenu sections={buildMenu(user)} />
    </MemoryRouter>,
  );
}

const link = (name: string) => screen.queryByRole('link', { name });

describe('side menu', () => {
  it('shows an admin the dashboard and the administration group', () => {
    renderMenu(makeSessionUser({ profile: 'admin' }));
    expect(link('Dashboard')).not.toBeNull();
    expect(screen.getByText('Administração')).toBeVisible();
    for (const name of ['Conexões', 'Filas & Chatbot', 'Usuários', 'Financeiro', 'Configurações']) {
      expect(link(name), name).not.toBeNull();
    }
    expect(screen.getByText('Versão 6.3.0')).toBeVisible();
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

  it('hides campaigns when the company has them switched off, as their pages do (cshow)', () => {
    const user = makeSessionUser({}, { useCampaigns: true });
    user.company.settings = [{ key: 'campaignsEnabled', value: 'false' }];
    renderMenu(user);
    expect(screen.queryByText('Campanhas')).toBeNull();
    expect(link('Conexões')).not.toBeNull();
  });

  it('hides schedules and the internal chat when the plan lacks them, like the server', () => {
    const { unmount } = renderMenu(makeSessionUser());
    expect(link('Agendamentos')).not.toBeNull();
    expect(link('Chat Interno')).not.toBeNull();
    unmount();
    renderMenu(makeSessionUser({}, { useSchedules: false, useInternalChat: false }));
    expect(link('Agendamentos')).toBeNull();
    expect(link('Chat Interno')).toBeNull();
    expect(link('Atendimentos')).not.toBeNull();
  });

  it('offers the platform’s billing site, in a new tab, when the session names one', () => {
    const { unmount } = renderMenu(makeSessionUser({ profile: 'admin' }));
    expect(screen.queryByRole('link', { name: /Portal de cobrança/ })).toBeNull();
    unmount();
    renderMenu(
      makeSessionUser({ profile: 'admin', billingUrl: 'https://pague.example.com/assinatura' }),
    );
    const site = screen.getByRole('link', { name: 'Portal de cobrança (abre em nova aba)' });
    expect(site).toHaveAttribute('href', 'https://pague.example.com/assinatura');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows announcements to super users only', () => {
    const { unmount } = renderMenu(makeSessionUser({ super: false }));
    expect(link('Informativos')).toBeNull();
    unmount();
    renderMenu(makeSessionUser({ super: true }));
    expect(link('Informativos')).not.toBeNull();
  });
});

describe("the connections entry's '!' badge", () => {
  /** The menu inside a signed-in app whose connections list is already cached. */
  function renderLiveMenu(user: SessionUserDTO, connections: WhatsappDTO[]) {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(['whatsapps'], connections);
    const auth: AuthContextValue = {
      user,
      loading: false,
      isAuth: true,
      login: vi.fn(),
      logout: vi.fn(),
      refreshUser: vi.fn(),
    };
    render(
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter>
            <DrawerMenu sections={buildMenu(user)} />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
    return client;
  }

  const badge = () => within(link('Conexões')!).getByTestId('connections-alert');
  const badgeShown = () => !badge().className.includes('MuiBadge-invisible');

  it('appears 2 seconds after a connection needs attention, and goes when all are fine', async () => {
    vi.useFakeTimers();
    try {
      const fine = makeWhatsapp({ id: 1, name: 'Loja', status: 'CONNECTED' });
      const client = renderLiveMenu(makeSessionUser({ profile: 'admin' }), [
        fine,
        makeWhatsapp({ id: 2, name: 'Filial', status: 'DISCONNECTED' }),
      ]);
      expect(link('Conexões')).not.toBeNull();
      expect(badgeShown()).toBe(false);
      await advanceTimers(2000);
      expect(badgeShown()).toBe(true);
      expect(badge().textContent).toBe('!');

      await act(async () => {
        client.setQueryData(['whatsapps'], [fine]);
      });
      await advanceTimers(0); // the query notifies its readers on the next tick
      await advanceTimers(1999);
      expect(badgeShown()).toBe(true);
      await advanceTimers(1);
      expect(badgeShown()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not offered to users, who do not see the connections entry', () => {
    renderLiveMenu(makeSessionUser({ profile: 'user' }), [
      makeWhatsapp({ status: 'DISCONNECTED' }),
    ]);
    expect(link('Conexões')).toBeNull();
    expect(screen.queryByTestId('connections-alert')).toBeNull();
  });
});
