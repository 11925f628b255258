import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { NotifyDTO, SettingDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { NotifyPage } from './notify-page';

afterEach(() => vi.unstubAllGlobals());

const ana = { id: 1, userId: 7, name: 'Ana Admin', whatsappNumber: '5511911110000', active: true };
const bruno = {
  id: 2,
  userId: 8,
  name: 'Bruno Agente',
  whatsappNumber: '5521922220000',
  active: false,
};

/** The server's state: GET /notify/ reads it, DELETE and /notify/time/ change it. */
function notifyServer(state: NotifyDTO, notices: 'enabled' | 'disabled' = 'enabled') {
  const settings: SettingDTO[] = [{ key: 'checkActiveNotify', value: notices }];
  return (call: FakeCall) => {
    if (call.path === '/settings') return { body: settings };
    if (call.method === 'GET' && call.path === '/notify/') return { body: state };
    if (call.method === 'DELETE') {
      const id = Number(call.path.split('/').pop());
      state.users = state.users.filter((u) => u.id !== id);
      return { body: { message: 'ok' } };
    }
    if (call.path === '/notify/time/') {
      state.schedules = (call.body as NotifyDTO).schedules;
      return { body: { schedules: state.schedules } };
    }
    return undefined;
  };
}

function renderPage() {
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <MemoryRouter>
      <Providers>
        <NotifyPage />
      </Providers>
    </MemoryRouter>,
  );
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('notifications screen (recipients)', { timeout: 15_000 }, () => {
  it('titles itself with the menu label and lists Nome, Whatsapp, Ativo (Sim/Não)', async () => {
    fakeApi(notifyServer({ users: [ana, bruno], schedules: [] }));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Notificações' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Usuários', 'Horários']);
    const row = await screen.findByRole('row', { name: /Bruno Agente/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Bruno Agente', '5521922220000', 'Não', '']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nome',
      'Whatsapp',
      'Ativo',
      'Ações',
    ]);
    expect(screen.queryByText(/Os avisos estão desligados/)).toBeNull();
  });

  it('searches name or number case-insensitively; deleting asks first, reloads and clears the search', async () => {
    const { calls } = fakeApi(notifyServer({ users: [ana, bruno], schedules: [] }));
    renderPage();
    await screen.findByRole('row', { name: /Ana Admin/ });
    const search = screen.getByRole('searchbox', { name: 'Pesquisar' });
    fireEvent.change(search, { target: { value: 'BRUNO' } });
    await waitFor(() => expect(names()).toEqual(['Bruno Agente']), { timeout: 2000 });
    fireEvent.change(search, { target: { value: 'Zé Ninguém' } });
    expect(
      await screen.findByText('Nenhum destinatário encontrado para esta pesquisa.', undefined, {
        timeout: 2000,
      }),
    ).toBeVisible();
    fireEvent.change(search, { target: { value: '551191' } });
    await waitFor(() => expect(names()).toEqual(['Ana Admin']), { timeout: 2000 });

    fireEvent.click(screen.getByRole('button', { name: 'Excluir Ana Admin' }));
    const confirm = screen.getByRole('dialog', { name: 'Exclusão de Registro' });
    expect(confirm).toHaveTextContent('Deseja realmente excluir esse registro?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Destinatário excluído com sucesso!')).toBeVisible();
    await waitFor(() => expect(names()).toEqual(['Bruno Agente']));
    expect(search).toHaveValue('');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/notify/user/1',
    ]);
  });

  it('says when notices are off, with a way to Settings', async () => {
    fakeApi(notifyServer({ users: [], schedules: [] }, 'disabled'));
    renderPage();
    expect(
      await screen.findByText('Os avisos estão desligados. Ative-os em Configurações.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir Configurações' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('hours: a failed read says so and asks again, instead of spinning', async () => {
    let down = true;
    const server = notifyServer({ users: [], schedules: [] });
    fakeApi((call) =>
      down && call.path === '/notify/'
        ? { status: 500, body: { error: 'ERR_INTERNAL', message: 'Falhou' } }
        : server(call),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Horários' }));
    expect(await screen.findByText('Não foi possível carregar os horários.')).toBeVisible();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Domingo: Fim')).toBeVisible();
    expect(screen.queryByText('Não foi possível carregar os horários.')).toBeNull();
  });

  it('hours: creates the first week with POST, then updates it with PUT', async () => {
    const { calls } = fakeApi(notifyServer({ users: [], schedules: [] }));
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Horários' }));
    fireEvent.change(await screen.findByLabelText('Domingo: Fim'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Horários salvos com sucesso!')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/notify/time/').map((c) => c.method)).toEqual([
        'POST',
        'PUT',
      ]),
    );
    const sent = calls.find((c) => c.method === 'POST')!.body as NotifyDTO;
    expect(sent.schedules).toHaveLength(7);
    expect(sent.schedules[6]).toEqual({
      weekday: 'Domingo',
      weekdayEn: 'sunday',
      startTime: '00:00',
      endTime: '12:00',
    });
  });
});
