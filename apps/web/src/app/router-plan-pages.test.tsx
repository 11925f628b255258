import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet } from 'react-router';
import type { PlanFlag } from '@atende/shared';
import { makeSessionUser } from '../test/fixtures';
import { renderProviders } from '../test/render-kit';
import { showToast } from '../lib/toast';
import { AppRoutes } from './router';

vi.mock('../lib/toast', () => ({ showToast: vi.fn() }));
vi.mock('./layout/app-layout', () => ({ AppLayout: () => <Outlet /> }));
// every page a stub that names itself: this test is about which page a path opens
vi.mock('./lazy-pages', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const stubs: Record<string, unknown> = { PageOutlet: () => <Outlet /> };
  for (const name of Object.keys(real).filter((n) => n.endsWith('Page'))) {
    stubs[name] = () => <p>{name}</p>;
  }
  return stubs;
});

const forbidden =
  'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.';

function openAs(path: string, plan: Partial<Record<PlanFlag, boolean>>) {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }, plan));
  render(
    <MemoryRouter initialEntries={[path]}>
      <Providers>
        <AppRoutes />
      </Providers>
    </MemoryRouter>,
  );
}

describe('pages of a plan feature, as the router opens them', () => {
  it.each([
    ['/messages-api', 'useExternalApi', 'MessagesApiPage'],
    ['/prompts', 'useOpenAi', 'PromptsPage'],
    ['/queue-integration', 'useIntegrations', 'QueueIntegrationsPage'],
  ] as const)('%s: told in the spec words and sent to / without %s', async (path, flag, page) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(showToast).mockClear();
    openAs(path, { [flag]: false });
    expect(screen.queryByText(page)).toBeNull();
    expect(showToast).toHaveBeenCalledWith(forbidden, 'error');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('DashboardPage')).toBeVisible();
    vi.useRealTimers();
    cleanup();
    openAs(path, { [flag]: true });
    expect(screen.getByText(page)).toBeVisible();
  });

  it('says the plan lacks the feature on the pages the spec gives no words for', () => {
    vi.mocked(showToast).mockClear();
    openAs('/kanban', { useKanban: false });
    expect(screen.queryByText('KanbanPage')).toBeNull();
    expect(showToast).toHaveBeenCalledWith(
      'O plano da sua empresa não inclui este recurso.',
      'error',
    );
  });
});
