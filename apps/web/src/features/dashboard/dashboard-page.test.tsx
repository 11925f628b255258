import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { DashboardDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { DashboardPage } from './dashboard-page';
import { formatMinutes } from './format-minutes';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const summary: DashboardDTO = {
  period: { from: '2026-11-01', to: '2026-11-24', timeZone: 'America/Sao_Paulo' },
  counters: {
    supportHappening: 4,
    supportPending: 2,
    supportFinished: 31,
    avgSupportTime: 65.4,
    avgWaitTime: 8.3,
    leads: 12,
  },
  attendants: [
    {
      id: 1,
      name: 'Ana Admin',
      rating: 2.5,
      avgSupportTime: 17.5,
      tickets: 20,
      online: true,
      live: 1,
    },
    {
      id: 2,
      name: 'Bruno Agente',
      rating: 0,
      avgSupportTime: 0,
      tickets: 0,
      online: false,
      live: 0,
    },
  ],
  clients: [{ contactId: 9, clientName: 'Carla Cliente', avgSupportTime: 30, totalTickets: 3 }],
};

function routes(call: FakeCall) {
  if (call.path === '/dashboard') return { body: summary };
  if (call.path === '/dashboard/ticketsUsers') return { body: { data: [] } };
  if (call.path === '/dashboard/ticketsDay') return { body: { data: [], count: 0 } };
  return undefined;
}

function renderPage() {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <DashboardPage />
    </Providers>,
  );
}

describe('dashboard page', { timeout: 15_000 }, () => {
  it('says which chart could not be loaded (spec 1 §8)', async () => {
    fakeApi((call) =>
      call.path === '/dashboard/ticketsUsers' || call.path === '/dashboard/ticketsDay'
        ? { status: 500, body: { error: 'ERR_INTERNAL', message: 'falhou' } }
        : routes(call),
    );
    renderPage();
    expect(await screen.findByText('Erro ao obter informações da conversa')).toBeVisible();
    expect(await screen.findByText('Erro ao buscar informações dos tickets')).toBeVisible();
    // the figures that did load stay on screen
    expect(screen.getByRole('group', { name: 'Finalizados' })).toBeVisible();
  });

  it("shows times as 'HH h mm m'", () => {
    expect(formatMinutes(65.4)).toBe('01 h 05 m');
    expect(formatMinutes(8.3)).toBe('00 h 08 m');
    expect(formatMinutes(0)).toBe('00 h 00 m');
  });

  it('shows the counters, attendants with their online dot and the customers', async () => {
    const { calls } = fakeApi(routes);
    renderPage();
    const card = async (name: string) => (await screen.findByRole('group', { name })).textContent;
    expect(await card('Finalizados')).toBe('Finalizados31');
    expect(await card('T.M. de atendimento')).toBe('T.M. de atendimento01 h 05 m');
    expect(await card('Novos contatos')).toBe('Novos contatos12');
    const ana = screen.getByRole('row', { name: /Ana Admin/ });
    expect(within(ana).getByRole('img', { name: 'Online' })).toBeVisible();
    expect(
      within(screen.getByRole('row', { name: /Bruno Agente/ })).getByRole('img', {
        name: 'Offline',
      }),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: /Carla Cliente/ })).toHaveTextContent('00 h 30 m');
    expect(screen.getByText('Horários em America/Sao_Paulo')).toBeVisible();
    // the first request leaves the period to the server; the charts follow what it resolved
    expect(calls.find((c) => c.path === '/dashboard')!.query.toString()).toBe('');
    const day = calls.find((c) => c.path === '/dashboard/ticketsDay')!;
    expect(day.query.get('initialDate')).toBe('2026-11-01');
    expect(day.query.get('finalDate')).toBe('2026-11-24');
  });

  it("asks for a period when a date is blank: 'Parametrize o filtro'", async () => {
    fakeApi(routes);
    renderPage();
    await screen.findByRole('group', { name: 'Finalizados' });
    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Parametrize o filtro')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Finalizados' })).toBeNull();
  });

  it('names a reversed range at the end date and keeps the figures shown', async () => {
    const { calls } = fakeApi(routes);
    renderPage();
    await screen.findByRole('group', { name: 'Finalizados' });
    const asked = calls.length;
    expect(asked).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '2026-11-01' } });
    expect(screen.getByText('A data final é anterior à inicial')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Finalizados' })).toBeVisible();
    expect(calls.length).toBe(asked);
    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '2026-11-30' } });
    expect(screen.queryByText('A data final é anterior à inicial')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeEnabled();
  });
});
