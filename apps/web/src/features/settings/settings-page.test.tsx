import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ServerEvents, SettingDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { SettingsPage } from './settings-page';
import { socket } from '../../test/socket-provider-mock';
import { expectPhoneScrollArrows, narrowTabStrips } from '../../test/scroll-tabs';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: SettingDTO[] = [
  { key: 'userRating', value: 'disabled' },
  { key: 'scheduleType', value: 'disabled' },
  { key: 'call', value: 'enabled' },
  { key: 'CheckMsgIsGroup', value: 'enabled' },
  { key: 'checkActiveNotify', value: 'disabled' },
  { key: 'sendGreetingAccepted', value: 'disabled' },
  { key: 'sendMsgTransfTicket', value: 'disabled' },
  { key: 'sendGreetingMessageOneQueues', value: 'enabled' },
  { key: 'chatBotType', value: 'text' },
  { key: 'asaas', value: '', secret: true, isSet: true },
  { key: 'campaignsEnabled', value: 'true' },
];

const settingsRoute = (list: SettingDTO[]) => (call: FakeCall) =>
  call.method === 'GET' && call.path === '/settings' ? { body: list } : undefined;
/** PUT /settings/{key} answers as the server does, once `release` is called. */
function gatedPut() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const route = (call: FakeCall) => {
    if (call.method !== 'PUT' || !call.path.startsWith('/settings/')) return undefined;
    const key = call.path.split('/').pop()!;
    return { body: { key, value: (call.body as { value: string }).value } };
  };
  return { gate, release: () => release(), route };
}

/** A company's admin; `platform`: the platform's super admin. */
function renderPage({ platform = false } = {}) {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin', super: platform }));
  render(
    <Providers>
      <SettingsPage />
    </Providers>,
  );
}

const select = (label: string) => screen.getByRole('combobox', { name: label });
const choose = (label: string, option: string) => {
  fireEvent.mouseDown(select(label));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

describe('settings page', { timeout: 15_000 }, () => {
  it('saves an option as soon as it changes: Atualizando..., then the success toast', async () => {
    const put = gatedPut();
    const { calls } = fakeApi(settingsRoute(SETTINGS), put.route);
    const fetchFn = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await put.gate;
      return fetchFn(input, init);
    });
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Avaliações' })).toHaveTextContent(
      'Desabilitado',
    );

    choose('Avaliações', 'Habilitado');
    await waitFor(() => expect(select('Avaliações')).toHaveTextContent('Habilitado'));
    expect(await screen.findByText('Atualizando...')).toBeVisible();
    act(() => put.release());
    expect(await screen.findByText('Operação atualizada com sucesso.')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Atualizando...')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/settings/userRating', body: { value: 'enabled' } }),
    ]);
  });

  it('a refused change puts the saved value back and says why', async () => {
    fakeApi(settingsRoute(SETTINGS), (call) =>
      call.method === 'PUT'
        ? { status: 403, body: { error: 'ERR_NO_PERMISSION', message: 'x' } }
        : undefined,
    );
    renderPage();
    await screen.findByRole('combobox', { name: 'Tipo do chatbot' });
    choose('Gerenciamento de expediente', 'Empresa');
    expect(await screen.findByText(/Ocorreu um erro/)).toBeVisible();
    await waitFor(() =>
      expect(select('Gerenciamento de expediente')).toHaveTextContent('Desabilitado'),
    );
    expect(screen.queryByRole('tab', { name: 'Horários' })).toBeNull();
  });

  it('shows the Schedules tab only while scheduleType is company, live from other browsers', async () => {
    fakeApi(settingsRoute(SETTINGS), (call) =>
      call.method === 'GET' && call.path === '/companies/3'
        ? { body: { id: 3, schedules: [] } }
        : undefined,
    );
    renderPage();
    await screen.findByRole('combobox', { name: 'Avaliações' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Opções']);

    const event: ServerEvents['setting'] = {
      action: 'update',
      setting: { key: 'scheduleType', value: 'company' },
    };
    act(() => socket.handlers.get('company-3-setting')?.(event));
    await waitFor(() => expect(select('Gerenciamento de expediente')).toHaveTextContent('Empresa'));
    fireEvent.click(screen.getByRole('tab', { name: 'Horários' }));
    // nothing saved yet: the spec's default week
    expect(await screen.findByLabelText('Segunda-feira: Início')).toHaveValue('08:00');
    expect(screen.getByLabelText('Sábado: Fim')).toHaveValue('12:00');
    expect(screen.getByLabelText('Domingo: Fim')).toHaveValue('00:00');

    act(() =>
      socket.handlers.get('company-3-setting')?.({
        action: 'update',
        setting: { key: 'scheduleType', value: 'queue' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Horários' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Opções' })).toHaveAttribute('aria-selected', 'true');
  });

  it('saves the company hours with the spec’s toast', async () => {
    const { calls } = fakeApi(
      settingsRoute(
        SETTINGS.map((s) => (s.key === 'scheduleType' ? { ...s, value: 'company' } : s)),
      ),
      (call) => {
        if (call.path !== '/companies/3' && call.path !== '/companies/3/schedules')
          return undefined;
        return {
          body: { id: 3, schedules: (call.body as { schedules?: unknown })?.schedules ?? [] },
        };
      },
    );
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Horários' }));
    const saturdayEnd = await screen.findByLabelText('Sábado: Fim');
    fireEvent.change(saturdayEnd, { target: { value: '14:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Horários atualizados com sucesso.')).toBeVisible();
    const sent = calls.find((c) => c.method === 'PUT')!;
    expect(sent.path).toBe('/companies/3/schedules');
    expect(
      (sent.body as { schedules: { weekdayEn: string; endTime: string }[] }).schedules,
    ).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ weekdayEn: 'saturday', startTime: '08:00', endTime: '14:00' }),
      ]),
    );
  });

  it('a company admin does not see the Asaas token: payments use the platform’s', async () => {
    fakeApi(settingsRoute(SETTINGS));
    renderPage();
    await screen.findByRole('combobox', { name: 'Avaliações' });
    expect(screen.queryByLabelText('Token do Asaas (provedor de pagamento)')).toBeNull();
    expect(screen.queryByText('Token definido')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salvar token' })).toBeNull();
  });

  it('the payment token is write-only: it says whether one is set and takes a new one', async () => {
    const { calls } = fakeApi(settingsRoute(SETTINGS), (call) =>
      call.method === 'PUT'
        ? { body: { key: 'asaas', value: '', secret: true, isSet: true } }
        : undefined,
    );
    renderPage({ platform: true });
    expect(await screen.findByText('Token definido')).toBeVisible();
    const field = screen.getByLabelText('Token do Asaas (provedor de pagamento)');
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Salvar token' })).toBeDisabled();
    fireEvent.change(field, { target: { value: '$aact_123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar token' }));
    expect(await screen.findByText('Operação atualizada com sucesso.')).toBeVisible();
    expect(field).toHaveValue('');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/settings/asaas',
      body: { value: '$aact_123' },
    });
  });

  it('on a 390 px phone the platform’s tab strip shows arrows to reach Backups', async () => {
    narrowTabStrips();
    fakeApi(settingsRoute(SETTINGS));
    renderPage({ platform: true });
    await screen.findByRole('combobox', { name: 'Avaliações' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Opções',
      'Empresas',
      'Planos',
      'Ajuda',
      'Backups',
    ]);
    await expectPhoneScrollArrows();
  });
});
