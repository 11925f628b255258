import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SessionUserDTO } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { makeTicket } from '../tickets/ticket-test-data';
import { NotificationsPopover } from './notifications-popover';

const ME = 7;
const agent = makeSessionUser({
  id: ME,
  profile: 'user',
  queues: [{ id: 1, name: 'Vendas', color: '#00f' }] as SessionUserDTO['queues'],
});

const mine = makeTicket({
  id: 1,
  status: 'open',
  userId: ME,
  queueId: 1,
  unreadMessages: 2,
  lastMessage: 'Vocês abrem sábado?',
  contact: { ...makeTicket().contact, name: 'Maria Souza' },
});
const waiting = makeTicket({ id: 2, status: 'pending', queueId: 1, unreadMessages: 1 });
const others = makeTicket({ id: 3, status: 'open', userId: 99, queueId: 1, unreadMessages: 4 });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPopover(user: SessionUserDTO) {
  const { Providers } = renderProviders(user);
  render(
    <Providers>
      <MemoryRouter initialEntries={['/contacts']}>
        <NotificationsPopover />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('notifications popover', () => {
  afterEach(() => {
    cleanup();
    document.title = 'Atende';
    vi.unstubAllGlobals();
  });

  it('lists only the unread tickets the rule lets through, with the count in the tab title', async () => {
    document.title = 'Atende';
    const { calls } = fakeApi((c) =>
      c.path === '/notifications' ? { body: [mine, waiting, others] } : undefined,
    );
    renderPopover(agent);

    const bell = await screen.findByRole('button', { name: 'Notificações: 1 não lida' });
    expect(document.title).toBe('(1) Atende');
    expect(calls.map((c) => c.path)).toEqual(['/notifications']);

    expect(bell).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(bell);
    // a panel a screen reader names by its heading, its button saying it is open
    expect(await screen.findByRole('dialog', { name: 'Notificações' })).toBeVisible();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Notificações' });
    const items = within(list).getAllByRole('button');
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining('Maria Souza')]);
    expect(items[0].textContent).toContain('Vocês abrem sábado?');
    expect(within(items[0]).getByLabelText('2 não lidas').textContent).toBe('2');
  });

  it('shows pending tickets too to a user with allTicket enabled', async () => {
    fakeApi(() => ({ body: [mine, waiting, others] }));
    renderPopover({ ...agent, allTicket: 'enabled' });
    fireEvent.click(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' }));
    const list = await screen.findByRole('list', { name: 'Notificações' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
  });

  it('opens the ticket clicked', async () => {
    fakeApi(() => ({ body: [mine] }));
    renderPopover(agent);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificações: 1 não lida' }));
    fireEvent.click(await screen.findByText('Maria Souza'));
    expect(screen.getByTestId('where').textContent).toBe(`/tickets/${mine.uuid}`);
  });

  it('says so when nothing is unread, and leaves the title alone', async () => {
    document.title = 'Atende';
    fakeApi(() => ({ body: [] }));
    renderPopover(agent);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificações: 0 não lidas' }));
    expect((await screen.findByRole('presentation')).textContent).toContain(
      'Nenhuma mensagem não lida.',
    );
    expect(document.title).toBe('Atende');
  });

  it('says when the list could not be read, and reads it again on Tentar novamente', async () => {
    let down = true;
    fakeApi(() =>
      down ? { status: 500, body: { error: 'ERR_INTERNAL', message: 'Falhou' } } : { body: [mine] },
    );
    renderPopover(agent);
    fireEvent.click(screen.getByRole('button', { name: 'Notificações: 0 não lidas' }));
    expect(await screen.findByText('Não foi possível carregar a lista.')).toBeVisible();
    expect(screen.queryByText('Nenhuma mensagem não lida.')).toBeNull();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Maria Souza')).toBeVisible();
  }, 20_000);

  it('past 99 unread the tab title says 99+, as the bell does', async () => {
    document.title = 'Atende';
    const many = Array.from({ length: 100 }, (_, i) => ({ ...mine, id: 1000 + i }));
    fakeApi(() => ({ body: many }));
    renderPopover(agent);
    await screen.findByRole('button', { name: 'Notificações: 100 não lidas' });
    expect(document.title).toBe('(99+) Atende');
  });
});
