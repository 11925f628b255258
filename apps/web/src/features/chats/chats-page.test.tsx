import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ChatDTO, ChatMessageDTO, ChatRoomEvent, ChatUserEvent } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { ChatsPage } from './chats-page';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const me = makeSessionUser({ id: 7, name: 'Ana Admin', profile: 'admin' });
const member = (userId: number, name: string, unreads = 0) => ({
  userId,
  unreads,
  user: { id: userId, name },
});
const chat = (over: Partial<ChatDTO>): ChatDTO => ({
  id: 1,
  uuid: '11111111-1111-4111-8111-111111111111',
  title: 'Plantão',
  ownerId: 7,
  users: [member(7, 'Ana Admin', 2), member(9, 'Bruno Agente')],
  lastMessage: 'Cobre as 14h?',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:05:00.000Z',
  ...over,
});
const mine = chat({});
const theirs = chat({
  id: 2,
  uuid: '22222222-2222-4222-8222-222222222222',
  title: 'Financeiro',
  ownerId: 9,
  users: [member(7, 'Ana Admin'), member(9, 'Bruno Agente')],
  lastMessage: '',
});
const message = (id: number, text: string, senderId = 9): ChatMessageDTO => ({
  id,
  chatId: 1,
  message: text,
  senderId,
  sender: { id: senderId, name: senderId === 9 ? 'Bruno Agente' : 'Ana Admin' },
  createdAt: '2026-11-24T10:05:00.000Z',
});

function routes(call: FakeCall) {
  if (call.method === 'GET' && call.path === '/chats') {
    return { body: { records: [mine, theirs], hasMore: false } };
  }
  if (call.method === 'GET' && call.path === '/chats/1/messages') {
    return { body: { records: [message(10, 'Cobre as 14h?')], hasMore: false, count: 1 } };
  }
  if (call.method === 'POST' && call.path === '/chats/1/read') {
    return { body: { ...mine, users: [member(7, 'Ana Admin', 0), member(9, 'Bruno Agente')] } };
  }
  if (call.method === 'POST' && call.path === '/chats/1/messages') {
    return { body: message(11, (call.body as { message: string }).message, 7) };
  }
  return undefined;
}

function renderAt(path: string) {
  const { Providers } = renderProviders(me);
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/chats/:id?" element={<ChatsPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('chats page', { timeout: 15_000 }, () => {
  it('lists the chats with the unread badge; edit and delete only on the owner’s', async () => {
    fakeApi(routes);
    renderAt('/chats');
    const list = await screen.findByRole('list', { name: 'Conversas' });
    expect(await within(list).findByText('Plantão')).toBeVisible();
    expect(within(list).getByLabelText('2 mensagens não lidas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Plantão' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excluir Plantão' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Editar Financeiro' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir Financeiro' })).toBeNull();
    expect(screen.getByText('Escolha uma conversa')).toBeVisible();
  });

  it('opens a chat by uuid, marks it read, appends live messages and sends only non-blank ones', async () => {
    const { calls } = fakeApi(routes);
    renderAt(`/chats/${mine.uuid}`);
    const log = await screen.findByRole('log', { name: 'Mensagens de Plantão' });
    expect(await within(log).findByText('Cobre as 14h?')).toBeVisible();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/chats/1/read').map((c) => c.body)).toEqual([
        { userId: 7 },
      ]),
    );
    await waitFor(() => expect(screen.queryByLabelText('2 mensagens não lidas')).toBeNull());

    const live: ChatRoomEvent = {
      action: 'new-message',
      newMessage: message(12, 'Alguém aí?'),
      chat: { ...mine, users: [member(7, 'Ana Admin', 0), member(9, 'Bruno Agente')] },
    };
    act(() => socket.handlers.get('company-3-chat-1')?.(live));
    expect(await within(log).findByText('Alguém aí?')).toBeVisible();

    const input = screen.getByRole('textbox', { name: 'Digite uma mensagem' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Cubro sim' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(log).findByText('Cubro sim')).toBeVisible();
    const sent = calls.filter((c) => c.method === 'POST' && c.path === '/chats/1/messages');
    expect(sent.map((c) => c.body)).toEqual([{ message: 'Cubro sim' }]);

    // a chat created by someone else appears at the top of the list
    const created: ChatUserEvent = {
      action: 'create',
      record: chat({ id: 3, uuid: '33333333-3333-4333-8333-333333333333', title: 'Novo grupo' }),
    };
    act(() => socket.handlers.get('company-3-chat-user-7')?.(created));
    const firstTitle = () =>
      within(screen.getByRole('list', { name: 'Conversas' }))
        .getAllByRole('button')
        .find((b) => b.tagName === 'DIV')?.textContent;
    await waitFor(() => expect(firstTitle()).toMatch(/^Novo grupo/));
  });

  it('keeps a message that could not go in the box, and says one too long is too long', async () => {
    let down = true;
    const { calls } = fakeApi((call) =>
      down && call.method === 'POST' && call.path === '/chats/1/messages'
        ? { status: 500, body: { error: 'ERR_INTERNAL', message: 'Falhou' } }
        : routes(call),
    );
    renderAt(`/chats/${mine.uuid}`);
    const log = await screen.findByRole('log', { name: 'Mensagens de Plantão' });
    const input = screen.getByRole('textbox', { name: 'Digite uma mensagem' });
    fireEvent.change(input, { target: { value: 'Relatório do plantão' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(
      await screen.findByText(
        'A mensagem não foi enviada. Tente novamente.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(input).toHaveValue('Relatório do plantão');
    expect(within(log).queryByText('Relatório do plantão')).toBeNull();
    down = false;
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(
      await within(log).findByText('Relatório do plantão', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(input).toHaveValue('');
    expect(screen.queryByText('A mensagem não foi enviada. Tente novamente.')).toBeNull();

    fireEvent.change(input, { target: { value: 'x'.repeat(10_001) } });
    expect(
      screen.getByText('Mensagem longa demais: 10.001 caracteres, o máximo é 10.000.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('x'.repeat(10_001));
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/chats/1/messages');
    expect(posts).toHaveLength(2);
  });

  it('says so when the open chat is deleted by its owner or the user is taken out of it', async () => {
    fakeApi(routes);
    renderAt(`/chats/${theirs.uuid}`);
    const log = await screen.findByRole('log', { name: 'Mensagens de Financeiro' });
    expect(log).toBeVisible();
    act(() => socket.handlers.get('company-3-chat-user-7')?.({ action: 'delete', id: 2 }));
    expect(
      await screen.findByText('Esta conversa foi excluída, ou você não participa mais dela.'),
    ).toBeVisible();
    expect(await screen.findByText('Escolha uma conversa')).toBeVisible();
  });
});
