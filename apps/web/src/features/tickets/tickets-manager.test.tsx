import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TicketDTO } from '@atende/shared';
import { socket } from '../../test/socket-provider-mock';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall, type Route } from '../../test/render-kit';
import { makeTicket } from './ticket-test-data';
import { TicketsManager } from './tickets-manager';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

beforeEach(() => {
  // the layout jsdom lacks: a list 600 px tall, rows 105 px tall
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(105);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ATENDIMENTO = { id: 1, name: 'Atendimento', color: '#2563EB' };
const FINANCEIRO = { id: 2, name: 'Financeiro', color: '#16A34A' };
// a queue the admin is not a member of
const SUPORTE = { id: 3, name: 'Suporte Técnico', color: '#9333EA' };

const admin = makeSessionUser({
  id: 7,
  profile: 'admin',
  allTicket: 'enabled',
  queues: [ATENDIMENTO, FINANCEIRO],
});

const waiting = (id: number, queue: typeof ATENDIMENTO | null) =>
  makeTicket({ id, status: 'pending', queueId: queue?.id ?? null, queue });

const company = [
  waiting(1, ATENDIMENTO),
  waiting(2, FINANCEIRO),
  waiting(3, null),
  waiting(4, SUPORTE),
  waiting(5, SUPORTE),
];

/**
 * GET /tickets as the server answers this admin (tickets.service.ts listTickets): show-all
 * spans the company; without it the pending tab holds the admin's own tickets, their queues'
 * and the queue-less ones (allTicket); queueIds narrows to those queues and the queue-less.
 */
function listAsTheServer(call: FakeCall) {
  if (call.method !== 'GET' || call.path !== '/tickets') return undefined;
  const status = call.query.get('status');
  const showAll = call.query.get('showAll') === 'true';
  const queueIds = JSON.parse(call.query.get('queueIds') ?? '[]') as number[];
  const mine = admin.queues.map((q) => q.id);
  const tickets = company.filter(
    (t) =>
      t.status === status &&
      (showAll ||
        status === 'closed' ||
        t.userId === admin.id ||
        t.queueId === null ||
        mine.includes(t.queueId)) &&
      (!queueIds.length || t.queueId === null || queueIds.includes(t.queueId)),
  );
  return { body: { tickets, hasMore: false } };
}

function renderManager(answer: Route = listAsTheServer) {
  const { calls } = fakeApi(answer);
  const { Providers } = renderProviders(admin);
  render(
    <Providers>
      <MemoryRouter initialEntries={['/tickets']}>
        <TicketsManager narrow={false} />
      </MemoryRouter>
    </Providers>,
  );
  return calls;
}

// the switch and the queue filter load after the first screen
const showAllSwitch = () => screen.findByRole('switch', { name: 'Todos' }, { timeout: 5_000 });
const queueFilter = () => screen.findByRole('combobox', { name: 'Filas' }, { timeout: 5_000 });
const pendingTab = () => screen.getByRole('tab', { name: /Aguardando/ });
const listed = () =>
  within(screen.getByRole('list', { name: 'Lista de atendimentos' }))
    .queryAllByText(/^Cliente \d+$/)
    .map((el) => el.textContent)
    .sort();
const ticketEvent = (ticket: TicketDTO) =>
  act(async () => socket.handlers.get('company-3-ticket')!({ action: 'update', ticket }));

describe('the ticket manager of an admin', { timeout: 15_000 }, () => {
  it("with show-all and 'Todas', lists every waiting ticket, of queues they are not in too", async () => {
    const calls = renderManager();
    fireEvent.click(pendingTab());
    await waitFor(() =>
      expect(listed()).toEqual(['Cliente 1', 'Cliente 2', 'Cliente 3', 'Cliente 4', 'Cliente 5']),
    );
    expect(pendingTab()).toHaveTextContent(/^Aguardando5$/);
    const list = screen.getByRole('list', { name: 'Lista de atendimentos' });
    expect(within(list).getAllByText('Suporte Técnico')).toHaveLength(2);
    expect(await showAllSwitch()).toBeChecked();
    expect(await queueFilter()).toHaveTextContent('Todas');
    // 'Todas' asks for no queue filter
    const pending = calls.filter(
      (c) => c.path === '/tickets' && c.query.get('status') === 'pending',
    );
    expect(pending.map((c) => c.query.get('queueIds'))).toEqual([null]);

    // a new waiting ticket of that queue arrives live: listed, and counted
    await ticketEvent(waiting(6, SUPORTE));
    await waitFor(() => expect(listed()).toContain('Cliente 6'));
    expect(pendingTab()).toHaveTextContent(/^Aguardando6$/);
    expect(within(list).getAllByText('Suporte Técnico')).toHaveLength(3);
  });

  it('without show-all, the waiting tab follows their queues, live too', async () => {
    renderManager();
    fireEvent.click(await showAllSwitch());
    fireEvent.click(pendingTab());
    await waitFor(() => expect(listed()).toEqual(['Cliente 1', 'Cliente 2', 'Cliente 3']));
    expect(pendingTab()).toHaveTextContent(/^Aguardando3$/);

    await ticketEvent(waiting(6, SUPORTE));
    await ticketEvent(waiting(7, ATENDIMENTO));
    await waitFor(() => expect(listed()).toContain('Cliente 7'));
    expect(listed()).toEqual(['Cliente 1', 'Cliente 2', 'Cliente 3', 'Cliente 7']);
    expect(pendingTab()).toHaveTextContent(/^Aguardando4$/);
  });

  it('choosing some of their queues narrows the lists to them (and the queue-less)', async () => {
    const calls = renderManager();
    fireEvent.click(pendingTab());
    await waitFor(() => expect(listed()).toHaveLength(5));
    fireEvent.mouseDown(await queueFilter());
    fireEvent.click(screen.getByRole('option', { name: 'Financeiro' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(listed()).toEqual(['Cliente 1', 'Cliente 3']));
    expect(pendingTab()).toHaveTextContent(/^Aguardando2$/);
    expect(calls.at(-1)?.query.get('queueIds')).toBe('[1]');

    // a waiting ticket of a queue left out does not come in live; one of the queue chosen does
    await ticketEvent(waiting(6, SUPORTE));
    await ticketEvent(waiting(7, ATENDIMENTO));
    await waitFor(() => expect(listed()).toContain('Cliente 7'));
    expect(listed()).toEqual(['Cliente 1', 'Cliente 3', 'Cliente 7']);
  });
});

describe('a ticket list the server fails to send', { timeout: 15_000 }, () => {
  it('says so instead of showing an empty list, and shows the tickets once tried again', async () => {
    let down = true;
    renderManager((call) =>
      down && call.path === '/tickets' && call.query.get('status') === 'pending'
        ? { status: 503, body: { error: 'ERR_DATABASE_UNAVAILABLE', message: 'Indisponível' } }
        : listAsTheServer(call),
    );
    fireEvent.click(pendingTab());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os atendimentos.');
    expect(screen.queryByText('Nenhum atendimento encontrado')).toBeNull();

    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(listed()).toEqual(['Cliente 1', 'Cliente 2', 'Cliente 3', 'Cliente 4', 'Cliente 5']),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
