import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { SessionUserDTO, TicketDTO } from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { messagesApi, ticketsApi } from '../tickets/tickets-api';
import { makeMessage, makeTicket } from './chat-test-data';
import { socket } from '../../test/socket-provider-mock';
import { quickMessagesApi } from '../quick-messages/quick-messages-api';
import { makeQuickMessage } from '../../test/fixtures';
import { TicketChat } from './ticket-chat';

vi.mock('../tickets/tickets-api', () => ({
  ticketsApi: { getByUuid: vi.fn(), update: vi.fn(), remove: vi.fn() },
  messagesApi: {
    page: vi.fn(),
    conversation: vi.fn(),
    send: vi.fn(),
    sendMedia: vi.fn(),
    remove: vi.fn(),
  },
}));
vi.mock('../tags/tags-api', () => ({
  tagsApi: { listAll: vi.fn().mockResolvedValue([]), create: vi.fn(), change: vi.fn() },
}));
vi.mock('../ticket-notes/ticket-notes-api', () => ({
  ticketNotesApi: { list: vi.fn().mockResolvedValue([]), create: vi.fn(), remove: vi.fn() },
}));
vi.mock('./chat-api', () => ({ fetchMediaBlob: vi.fn() }));
vi.mock('../quick-messages/quick-messages-api', () => ({
  quickMessagesApi: { listAll: vi.fn().mockResolvedValue([]) },
}));
vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

const tickets = vi.mocked(ticketsApi);
const UUID = makeTicket().uuid;
// the first render of the whole screen is slow in jsdom
configure({ asyncUtilTimeout: 5000 });
const messages = vi.mocked(messagesApi);

function renderChat(ticket: TicketDTO | Error, user: SessionUserDTO = makeSessionUser()) {
  if (ticket instanceof Error) tickets.getByUuid.mockRejectedValue(ticket);
  else tickets.getByUuid.mockResolvedValue(ticket);
  const { Providers } = renderProviders(user);
  render(
    <Providers>
      <MemoryRouter initialEntries={[`/tickets/${UUID}`]}>
        <Routes>
          <Route path="/tickets/:ticketId" element={<TicketChat ticketUuid={UUID} />} />
          <Route path="/tickets" element={<p>lista de tickets</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const button = (name: string) => screen.queryByRole('button', { name });

beforeEach(() => {
  vi.clearAllMocks();
  messages.conversation.mockResolvedValue({ messages: [], hasMore: false });
});

describe('ticket chat', () => {
  it("refuses a ticket outside the user's queues with 'Acesso não permitido'", async () => {
    renderChat(new ApiError(403, 'ERR_NO_PERMISSION', 'Acesso não permitido'));
    expect(await screen.findByText('Acesso não permitido')).toBeVisible();
    expect(await screen.findByText('lista de tickets')).toBeVisible();
  });

  it('says when the messages could not be read, not that the conversation is empty', async () => {
    messages.conversation.mockRejectedValueOnce(new ApiError(500, 'ERR_INTERNAL', 'Falhou'));
    renderChat(makeTicket({ status: 'open' }));
    expect(await screen.findByText('Não foi possível carregar as mensagens.')).toBeVisible();
    expect(screen.queryByText('Diga olá para seu novo contato!')).toBeNull();
    messages.conversation.mockResolvedValue({
      messages: [makeMessage({ id: 1, body: 'Bom dia, preciso de ajuda' })],
      hasMore: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Bom dia, preciso de ajuda')).toBeVisible();
    expect(screen.queryByText('Não foi possível carregar as mensagens.')).toBeNull();
  });

  it("answers a malformed link as any other ticket one cannot open: 'Acesso não permitido'", async () => {
    renderChat(new ApiError(400, 'ERR_VALIDATION', 'uuid: Invalid id', { uuid: 'Invalid id' }));
    expect(await screen.findByText('Acesso não permitido')).toBeVisible();
    expect(await screen.findByText('lista de tickets')).toBeVisible();
    expect(screen.queryByText(/Dados inválidos/)).toBeNull();
  });

  it('says hello when there are no messages', async () => {
    renderChat(makeTicket());
    expect(await screen.findByText('Diga olá para seu novo contato!')).toBeVisible();
  });

  it("shows today's messages under 'Hoje'", async () => {
    messages.conversation.mockResolvedValue({
      messages: [makeMessage({ body: 'primeira', createdAt: new Date().toISOString() })],
      hasMore: false,
    });
    renderChat(makeTicket());
    expect(await screen.findByText('primeira')).toBeVisible();
    expect(screen.getByRole('separator', { name: 'Hoje' })).toBeVisible();
    expect(messages.conversation).toHaveBeenCalledWith(10, { before: undefined, markRead: true });
  });

  it("names the sender of each member's message in a group chat", async () => {
    messages.conversation.mockResolvedValue({
      messages: [makeMessage({ body: 'oi grupo', participant: '5511933332222' })],
      hasMore: false,
    });
    renderChat(makeTicket({ isGroup: true }));
    expect(await screen.findByText('oi grupo')).toBeVisible();
    expect(screen.getByTestId('message-sender').textContent).toBe('+55 11 93333-2222');
  });

  it("shows the contact's earlier conversations above 'Conversa encerrada/iniciada'", async () => {
    const local = (iso: string) => new Date(iso).toISOString();
    const older = [
      makeMessage({ id: 1, ticketId: 8, body: 'bem antes', createdAt: local('2026-03-01T10:00') }),
    ];
    const newest = [
      makeMessage({ id: 5, ticketId: 9, body: 'antes 1', createdAt: local('2026-03-05T10:00') }),
      makeMessage({ id: 6, ticketId: 9, body: 'antes 2', createdAt: local('2026-03-05T10:05') }),
      makeMessage({ id: 9, ticketId: 10, body: 'agora', createdAt: local('2026-03-05T11:00') }),
    ];
    messages.conversation.mockImplementation(async (_id, { before }) =>
      before === 5 ? { messages: older, hasMore: false } : { messages: newest, hasMore: true },
    );
    renderChat(makeTicket());
    const log = await screen.findByRole('log');
    await screen.findByText('agora');
    fireEvent.scroll(log, { target: { scrollTop: 0 } });
    await screen.findByText('bem antes');
    expect(messages.conversation).toHaveBeenLastCalledWith(10, { before: 5, markRead: true });
    const bodies = new Map([...older, ...newest].map((m) => [String(m.id), m.body]));
    const shown = [...log.querySelectorAll('[role="separator"], [data-testid="message"]')].map(
      (el) =>
        el.getAttribute('role') === 'separator'
          ? el.getAttribute('aria-label')
          : bodies.get(el.getAttribute('data-message-id')!),
    );
    expect(shown).toEqual([
      '01/03/2026',
      'bem antes',
      'Conversa encerrada',
      '05/03/2026',
      'Conversa iniciada',
      'antes 1',
      'antes 2',
      'Conversa encerrada',
      'Conversa iniciada',
      'agora',
    ]);
  });

  it('offers accept on a pending ticket and disables the input', async () => {
    tickets.update.mockResolvedValue(makeTicket({ status: 'open' }));
    renderChat(makeTicket({ status: 'pending', userId: null, user: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Aceitar' }));
    expect((screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    await waitFor(() =>
      expect(tickets.update).toHaveBeenCalledWith(10, {
        status: 'open',
        userId: 7,
        expectedStatus: 'pending',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Resolver' })).toBeVisible();
  });

  it('closes, saying why, when a transfer takes the ticket out of the agent’s sight', async () => {
    const agent = makeSessionUser({
      profile: 'user',
      queues: [{ id: 2, name: 'Suporte', color: '#1976d2' }],
    });
    const ticket = makeTicket({ status: 'open', userId: 7, queueId: 2 });
    renderChat(ticket, agent);
    expect(await screen.findByRole('button', { name: 'Resolver' })).toBeVisible();
    const moved = { ...ticket, status: 'pending' as const, userId: null, user: null, queueId: 5 };
    act(() => socket.handlers.get('company-3-ticket')?.({ action: 'update', ticket: moved }));
    expect(
      await screen.findByText('Este atendimento foi transferido e saiu da sua lista.'),
    ).toBeVisible();
    expect(await screen.findByText('lista de tickets')).toBeVisible();
  });

  it('closes, naming the colleague, when someone else gives the agent’s ticket to them', async () => {
    const ticket = makeTicket({ status: 'open', userId: 7 });
    renderChat(ticket, makeSessionUser({ profile: 'user' }));
    expect(await screen.findByRole('button', { name: 'Resolver' })).toBeVisible();
    const given = { ...ticket, userId: 9, user: { id: 9, name: 'Carla Agente' } };
    act(() => socket.handlers.get('company-3-ticket')?.({ action: 'update', ticket: given }));
    expect(
      await screen.findByText('Este atendimento foi transferido para Carla Agente.'),
    ).toBeVisible();
    expect(await screen.findByText('lista de tickets')).toBeVisible();
  });

  it('closes, saying so, when the ticket is deleted elsewhere', async () => {
    renderChat(makeTicket());
    expect(await screen.findByRole('button', { name: 'Resolver' })).toBeVisible();
    act(() => socket.handlers.get('company-3-ticket')?.({ action: 'delete', ticketId: 10 }));
    expect(await screen.findByText('Este atendimento foi excluído.')).toBeVisible();
    expect(await screen.findByText('lista de tickets')).toBeVisible();
  });

  it('returns an open ticket to the queue and leaves the chat', async () => {
    tickets.update.mockResolvedValue(makeTicket({ status: 'pending' }));
    renderChat(makeTicket());
    fireEvent.click(await screen.findByRole('button', { name: 'Devolver' }));
    await waitFor(() =>
      expect(tickets.update).toHaveBeenCalledWith(10, { status: 'pending', userId: null }),
    );
    expect(await screen.findByText('lista de tickets')).toBeVisible();
  });

  it('disables the actions while one runs and says a refusal once, staying in the chat', async () => {
    let refuse: (err: Error) => void = () => undefined;
    tickets.update.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    renderChat(makeTicket());
    fireEvent.click(await screen.findByRole('button', { name: 'Devolver' }));
    await waitFor(() => expect(button('Devolver')).toBeDisabled());
    expect(button('Resolver')).toBeDisabled();
    expect(button('Transferir')).toBeDisabled();
    refuse(new ApiError(400, 'ERR_TEST_REFUSED', 'Não foi possível devolver.'));
    const text = 'Ocorreu um erro: Não foi possível devolver.';
    expect(await screen.findByText(text)).toBeVisible();
    await waitFor(() => expect(button('Devolver')).toBeEnabled());
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(screen.queryByText('lista de tickets')).toBeNull();
  });

  it('keeps the typed text and says once when a send is refused', async () => {
    messages.send.mockRejectedValue(new ApiError(400, 'ERR_TEST_REFUSED', 'Envio recusado.'));
    renderChat(makeTicket());
    await screen.findByText('Diga olá para seu novo contato!');
    const input = screen.getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'oi' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const text = 'Ocorreu um erro: Envio recusado.';
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(input.value).toBe('oi');
  });

  it('resolves after confirmation and leaves the chat', async () => {
    tickets.update.mockResolvedValue(makeTicket({ status: 'closed' }));
    renderChat(makeTicket());
    fireEvent.click(await screen.findByRole('button', { name: 'Resolver' }));
    expect(tickets.update).not.toHaveBeenCalled();
    const confirm = await screen.findByRole('dialog', { name: 'Resolver este ticket?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Resolver' }));
    await waitFor(() =>
      expect(tickets.update).toHaveBeenCalledWith(10, { status: 'closed', userId: 7, queueId: 1 }),
    );
    expect(await screen.findByText('lista de tickets')).toBeVisible();
  });

  it('reopens a closed ticket to oneself and stays in the chat', async () => {
    tickets.update.mockResolvedValue(makeTicket({ status: 'open' }));
    renderChat(makeTicket({ status: 'closed' }));
    const input = (await screen.findByRole('textbox', { name: 'Mensagem' })) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reabrir' }));
    await waitFor(() =>
      expect(tickets.update).toHaveBeenCalledWith(10, {
        status: 'open',
        userId: 7,
        expectedStatus: 'closed',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Resolver' })).toBeVisible();
    expect(screen.queryByText('lista de tickets')).toBeNull();
  });

  it('sends files as multipart medias with the signed caption', async () => {
    messages.sendMedia.mockResolvedValue({ messages: [] });
    renderChat(makeTicket());
    await screen.findByText('Diga olá para seu novo contato!');
    const input = screen.getByRole('textbox', { name: 'Mensagem' });
    const file = new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [file] } });
    expect(screen.getByRole('button', { name: 'Remover nota.pdf' })).toBeVisible();
    fireEvent.change(input, { target: { value: 'segue' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(messages.sendMedia).toHaveBeenCalled());
    const [ticketId, form] = messages.sendMedia.mock.calls[0]!;
    expect(ticketId).toBe(10);
    expect((form.get('medias') as File).name).toBe('nota.pdf');
    expect(form.get('body')).toBe('*Ana:*\nsegue');
    expect(messages.send).not.toHaveBeenCalled();
  });

  it('lets only admins delete the ticket', async () => {
    renderChat(makeTicket(), makeSessionUser({ profile: 'user' }));
    await screen.findByRole('button', { name: 'Resolver' });
    expect(button('Deletar ticket')).toBeNull();
  });

  it("offers with '/' a quick reply saved after the chat opened (another tab, a colleague)", async () => {
    vi.mocked(quickMessagesApi.listAll).mockResolvedValue([]);
    renderChat(makeTicket());
    await screen.findByText('Diga olá para seu novo contato!');
    const box = screen.getByRole('textbox', { name: 'Mensagem' });
    // the list behind the suggestions is read when a shortcode is first typed
    fireEvent.change(box, { target: { value: '/o' } });
    await waitFor(() => expect(quickMessagesApi.listAll).toHaveBeenCalledTimes(1));
    fireEvent.change(box, { target: { value: '' } });
    const saved = makeQuickMessage({ id: 12, shortcode: 'pix', message: 'Nossa chave Pix é…' });
    act(() => socket.handlers.get('company-3-quickmessage')?.({ action: 'create', record: saved }));
    fireEvent.change(box, { target: { value: '/pi' } });
    expect(await screen.findByRole('option', { name: /pix/ })).toBeVisible();
    expect(quickMessagesApi.listAll).toHaveBeenCalledTimes(1);
  }, 15_000);
});
