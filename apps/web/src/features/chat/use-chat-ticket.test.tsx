import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { ticketsApi } from '../tickets/tickets-api';
import { makeMessage, makeTicket } from './chat-test-data';
import { useChatTicket } from './use-chat-ticket';
import { socket } from '../../test/socket-provider-mock';

vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));
vi.mock('../tickets/tickets-api', () => ({ ticketsApi: { getByUuid: vi.fn() } }));

function Header() {
  const { data } = useChatTicket(makeTicket().uuid, vi.fn());
  return data ? <p>{`${data.status} · ${data.lastMessage} · ${data.unreadMessages}`}</p> : null;
}

describe('the open chat’s ticket', () => {
  it('follows the ticket a new message’s event carries, and only its own', async () => {
    vi.mocked(ticketsApi.getByUuid).mockResolvedValue(makeTicket({ status: 'pending' }));
    const { Providers } = renderProviders(makeSessionUser());
    render(
      <Providers>
        <Header />
      </Providers>,
    );
    expect(await screen.findByText('pending · Olá · 0')).toBeVisible();
    const say = (id: number, body: string, unread: number) =>
      act(() =>
        socket.handlers.get('company-3-appMessage')?.({
          action: 'create',
          message: makeMessage({ ticketId: id, body }),
          ticket: makeTicket({ id, status: 'pending', lastMessage: body, unreadMessages: unread }),
          contact: makeTicket().contact,
        }),
      );
    say(11, 'de outro ticket', 4);
    // the query's observers hear of a change on the next tick
    await act(() => new Promise((settle) => setTimeout(settle, 20)));
    expect(screen.getByText('pending · Olá · 0')).toBeVisible();
    say(10, 'Ainda estou aqui', 2);
    expect(await screen.findByText('pending · Ainda estou aqui · 2')).toBeVisible();
  });
});
