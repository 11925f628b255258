import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders, type FakeCall } from '../../test/render-kit';
import { makeMessage } from '../chat/chat-test-data';
import { makeTicket } from './ticket-test-data';
import { TicketPeekDialog } from './ticket-peek-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ticket = makeTicket({ id: 10, status: 'open', unreadMessages: 2 });
const photo = makeMessage({
  id: 3,
  ticketId: 10,
  body: 'foto.png',
  mediaType: 'image',
  mediaUrl: '/api/messages/3/media',
  mediaName: 'foto.png',
});
const text = makeMessage({ id: 4, ticketId: 10, body: 'segue a foto do pedido' });

/**
 * The server's rule for GET /messages/{ticketId} as far as the peek is concerned: opening the
 * first page marks the ticket read unless markRead=false.
 */
function messagesServer() {
  const server = { unread: 2 };
  const route = (call: FakeCall) => {
    if (call.method === 'GET' && call.path === '/messages/3/media') {
      return { text: 'png-bytes' };
    }
    if (call.method !== 'GET' || call.path !== '/messages/10') return undefined;
    if (call.query.get('markRead') !== 'false' && !call.query.get('before')) server.unread = 0;
    return { body: { messages: [photo, text], hasMore: false } };
  };
  return { server, route };
}

describe('the admin’s peek at a conversation', () => {
  it('leaves the ticket unread and shows media as the chat does, without reply or delete', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:peek-photo');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { server, route } = messagesServer();
    const { calls } = fakeApi(route);
    const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
    render(
      <Providers>
        <TicketPeekDialog ticket={ticket} onClose={() => undefined} />
      </Providers>,
    );

    const dialog = await screen.findByRole('dialog', { name: 'Conversa com Cliente 10' });
    expect(await within(dialog).findByText('segue a foto do pedido')).toBeVisible();
    const image = await within(dialog).findByRole('img', { name: 'foto.png' });
    expect(image.getAttribute('src')).toBe('blob:peek-photo');

    expect(server.unread).toBe(2);
    const reads = calls.filter((c) => c.path === '/messages/10');
    expect(reads.map((c) => c.query.toString())).toEqual(['history=contact&markRead=false']);
    expect(within(dialog).queryAllByRole('button', { name: 'Opções da mensagem' })).toEqual([]);
  });
});
