import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ChatDTO, ChatUserEvent } from '@atende/shared';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { ChatsMenuDot } from './chats-menu-dot';
import { ChatsPopover } from './chats-popover';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));

afterEach(() => vi.unstubAllGlobals());

const chat = (id: number, title: string, myUnreads: number): ChatDTO => ({
  id,
  uuid: `${id}1111111-1111-4111-8111-111111111111`,
  title,
  ownerId: 9,
  users: [
    { userId: 7, unreads: myUnreads, user: { id: 7, name: 'Ana Admin' } },
    { userId: 9, unreads: 0, user: { id: 9, name: 'Bruno Agente' } },
  ],
  lastMessage: `última de ${title}`,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:05:00.000Z',
});

/** GET /chats answers `records` (one page); GET /chats/unread answers `unreadIds`. */
function serve(records: ChatDTO[], unreadIds: number[]) {
  fakeApi((call) => {
    if (call.method !== 'GET') return undefined;
    if (call.path === '/chats') return { body: { records, hasMore: false } };
    if (call.path === '/chats/unread') return { body: { chatIds: unreadIds } };
    return undefined;
  });
}

function renderPopover() {
  const { Providers } = renderProviders(makeSessionUser({ id: 7, name: 'Ana Admin' }));
  render(
    <Providers>
      <MemoryRouter>
        <ChatsPopover />
        <ChatsMenuDot />
      </MemoryRouter>
    </Providers>,
  );
}

describe('top bar chats popover and the menu dot', { timeout: 15_000 }, () => {
  it('counts the chats with unread messages, lists the latest, and follows new messages live', async () => {
    serve([chat(1, 'Plantão', 0), chat(2, 'Financeiro', 0)], []);
    renderPopover();
    const button = await screen.findByRole('button', {
      name: 'Chat interno: nenhuma conversa não lida',
    });
    expect(screen.queryByTestId('chats-menu-dot')).toBeNull();

    const event: ChatUserEvent = {
      action: 'new-message',
      newMessage: {
        id: 5,
        chatId: 2,
        message: 'fechamento hoje',
        senderId: 9,
        sender: { id: 9, name: 'Bruno Agente' },
        createdAt: '2026-11-24T10:06:00.000Z',
      },
      chat: { ...chat(2, 'Financeiro', 3), lastMessage: 'fechamento hoje' },
    };
    act(() => socket.handlers.get('company-3-chat-user-7')?.(event));
    expect(await screen.findByRole('button', { name: 'Chat interno: 1 conversa não lida' })).toBe(
      button,
    );
    expect(screen.getByTestId('chats-menu-dot')).toBeInTheDocument();

    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Chat Interno' })).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Chat Interno' });
    const items = within(list).getAllByRole('button');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Financeirofechamento hoje.*3$/),
      expect.stringMatching(/^Plantãoúltima de Plantão/),
    ]);
    expect(within(items[0]!).getByLabelText('3 mensagens não lidas')).toBeInTheDocument();
  });

  it('counts unread chats past the loaded page, and drops them when read elsewhere or deleted', async () => {
    // the first page holds chat 1 only; chats 40 and 41, further down, are unread too
    serve([chat(1, 'Plantão', 2)], [1, 40, 41]);
    renderPopover();
    const button = await screen.findByRole('button', {
      name: 'Chat interno: 3 conversas não lidas',
    });
    expect(screen.getByTestId('chats-menu-dot')).toBeInTheDocument();

    const mine = (id: number, unreads: number): ChatUserEvent => ({
      action: 'update',
      record: chat(id, `Conversa ${id}`, unreads),
    });
    // read in another tab: the server sends the chat with no unread for me
    act(() => socket.handlers.get('company-3-chat-user-7')?.(mine(40, 0)));
    expect(await screen.findByRole('button', { name: 'Chat interno: 2 conversas não lidas' })).toBe(
      button,
    );
    act(() => socket.handlers.get('company-3-chat-user-7')?.({ action: 'delete', id: 41 }));
    expect(await screen.findByRole('button', { name: 'Chat interno: 1 conversa não lida' })).toBe(
      button,
    );
    act(() => socket.handlers.get('company-3-chat-user-7')?.(mine(1, 0)));
    await screen.findByRole('button', { name: 'Chat interno: nenhuma conversa não lida' });
    expect(screen.queryByTestId('chats-menu-dot')).toBeNull();
  });
});
