import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { AnnouncementDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { AnnouncementsPage } from './announcements-page';
import { AnnouncementsPopover } from './announcements-popover';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const at = '2026-03-10T12:00:00.000Z';
const announcement = (over: Partial<AnnouncementDTO>): AnnouncementDTO => ({
  id: 1,
  title: 'Aviso',
  text: 'Texto',
  priority: 3,
  status: true,
  mediaPath: null,
  mediaName: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const manutencao = announcement({ id: 1, title: 'Manutenção', priority: 1, mediaName: 'm.png' });
const promo = announcement({ id: 2, title: 'Promoção', priority: 3, status: false });

/** The announcements server: GET lists, POST creates id 10, the upload sets the image. */
function announcementsServer(records: AnnouncementDTO[]) {
  return (call: FakeCall) => {
    if (call.method === 'GET' && call.path === '/announcements') {
      return { body: { records, hasMore: false } };
    }
    if (call.method === 'GET' && call.path === '/announcements/active') {
      return { body: records.filter((r) => r.status) };
    }
    if (call.method === 'POST' && call.path === '/announcements') {
      return { body: announcement({ id: 10, ...(call.body as object) }) };
    }
    if (call.method === 'POST' && call.path === '/announcements/10/media-upload') {
      return { body: announcement({ id: 10, mediaName: 'banner.png' }) };
    }
    if (call.method === 'PUT' && call.path === '/announcements/10') {
      return { body: announcement({ id: 10, mediaName: 'banner.png', ...(call.body as object) }) };
    }
    if (call.method === 'DELETE' && call.path === '/announcements/10') return { body: {} };
    return undefined;
  };
}

function renderAt(element: React.ReactNode, user = makeSessionUser({ super: true })) {
  const { Providers } = renderProviders(user);
  render(
    <MemoryRouter initialEntries={['/announcements']}>
      <Providers>
        <Routes>
          <Route path="/announcements" element={element} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    );

describe('announcements page', { timeout: 15_000 }, () => {
  it('lists title, priority, image and status for a super user', async () => {
    fakeApi(announcementsServer([manutencao, promo]));
    renderAt(<AnnouncementsPage />);
    expect(await screen.findByRole('heading', { name: 'Informativos' })).toBeVisible();
    await screen.findByText('Manutenção');
    expect(rows()).toEqual([
      ['Manutenção', 'Alta', 'm.png', 'Ativo'],
      ['Promoção', 'Baixa', 'Sem imagem', 'Inativo'],
    ]);
  });

  it('creates one with its image: title and text required, then POST, the upload and the status', async () => {
    const { calls } = fakeApi(announcementsServer([]));
    renderAt(<AnnouncementsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo informativo' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Obrigatório')).toHaveLength(2);

    fireEvent.change(within(dialog).getByLabelText(/Título/), { target: { value: 'Feriado' } });
    fireEvent.change(within(dialog).getByLabelText(/Texto/), {
      target: { value: 'Fechado dia 1' },
    });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByTestId('announcement-file'), { target: { files: [png] } });
    expect(within(dialog).getByText('banner.png')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // created inactive, seen by no one until its image is in; then made active as asked
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /announcements',
      'POST /announcements/10/media-upload',
      'PUT /announcements/10',
    ]);
    const body = { title: 'Feriado', text: 'Fechado dia 1', priority: 3 };
    expect(writes[0]!.body).toEqual({ ...body, status: false });
    expect((writes[1]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(writes[2]!.body).toEqual({ ...body, status: true });
    expect(await screen.findByText('banner.png')).toBeVisible();
  });

  it('a refused image publishes nothing: the new announcement goes, the dialog stays', async () => {
    const server = announcementsServer([]);
    const { calls } = fakeApi((call) =>
      call.path === '/announcements/10/media-upload'
        ? {
            status: 400,
            body: { error: 'ERR_VALIDATION', message: 'Apenas imagens png, jpg ou jpeg' },
          }
        : server(call),
    );
    renderAt(<AnnouncementsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo informativo' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Título/), { target: { value: 'Feriado' } });
    fireEvent.change(within(dialog).getByLabelText(/Texto/), { target: { value: 'Fechado' } });
    const fake = new File(['não é imagem'], 'fake.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('announcement-file'), { target: { files: [fake] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/announcements/10')).toBe(true),
    );
    expect(
      calls.filter((c) => c.method === 'POST' && c.path === '/announcements')[0]!.body,
    ).toEqual({ title: 'Feriado', text: 'Fechado', priority: 3, status: false });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(within(screen.getByRole('dialog')).getByLabelText(/Título/)).toHaveValue('Feriado');
  });

  it('anyone but a super user is told so and sent to / after 1 second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeApi(announcementsServer([manutencao]));
    renderAt(<AnnouncementsPage />, makeSessionUser({ super: false, profile: 'admin' }));
    expect(
      await screen.findByText(
        'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('home page')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('home page')).toBeVisible();
    expect(calls.filter((c) => c.path === '/announcements')).toEqual([]);
  });
});

describe('announcements popover', { timeout: 15_000 }, () => {
  it('shows the active ones, high priority first, with their count', async () => {
    const low = announcement({ id: 3, title: 'Baixa prioridade', priority: 3 });
    const high = announcement({ id: 4, title: 'Urgente', priority: 1, text: 'Leia já' });
    fakeApi((call) => (call.path === '/announcements/active' ? { body: [high, low] } : undefined));
    renderAt(<AnnouncementsPopover />, makeSessionUser({ profile: 'user' }));
    const button = await screen.findByRole('button', { name: 'Informativos: 2' });
    fireEvent.click(button);
    const list = await screen.findByRole('list', { name: 'Informativos' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getAllByText(/./)[0].textContent)).toEqual([
      'Urgente',
      'Baixa prioridade',
    ]);
    expect(within(items[0]).getByText('Leia já')).toBeVisible();
    expect(within(items[0]).getByText('Alta')).toBeVisible();
    // seen now: the badge goes out until something new arrives
    expect(button).toHaveAccessibleName('Informativos: 0');
    localStorage.removeItem('announcementsSeen');
  });
});
