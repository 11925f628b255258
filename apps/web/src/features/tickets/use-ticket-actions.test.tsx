import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { makeTicket } from '../chat/chat-test-data';
import { useTicketActions } from './use-ticket-actions';

afterEach(() => vi.unstubAllGlobals());

/** The list's actions as the admin (id 1) uses them; every PUT answers the ticket it got. */
function adminActions() {
  const { calls } = fakeApi((call) =>
    call.method === 'PUT' ? { body: { ...makeTicket(), ...(call.body as object) } } : undefined,
  );
  return { calls, result: renderActions() };
}

/** The hook as the admin (id 1), inside the app's providers and a router. */
function renderActions() {
  const { Providers } = renderProviders(makeSessionUser({ id: 1, profile: 'admin' }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <Providers>{children}</Providers>
    </MemoryRouter>
  );
  return renderHook(() => useTicketActions(), { wrapper }).result;
}

describe('resolving from the list', () => {
  it('keeps a colleague’s ticket theirs, as the chat’s Resolver does', async () => {
    const { calls, result } = adminActions();
    const ticket = makeTicket({ id: 31, status: 'open', userId: 9, queueId: 2 });
    await act(() => result.current.close(ticket));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      ['/tickets/31', { status: 'closed', userId: 9, queueId: 2 }],
    ]);
  });

  it('names the viewer when the ticket has no user', async () => {
    const { calls, result } = adminActions();
    const ticket = makeTicket({ id: 32, status: 'open', userId: null, queueId: null });
    await act(() => result.current.close(ticket));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { status: 'closed', userId: 1, queueId: null },
    ]);
  });
});

describe('accepting from the list', () => {
  it('says who got the ticket first when someone else accepted it', async () => {
    fakeApi((call) =>
      call.method === 'PUT'
        ? {
            status: 409,
            body: {
              error: 'ERR_TICKET_TAKEN',
              message: JSON.stringify({ id: 33, userId: 7, user: { name: 'Bruno Agente' } }),
            },
          }
        : undefined,
    );
    const result = renderActions();
    await act(() => result.current.accept(makeTicket({ id: 33, status: 'pending', userId: null })));
    expect(
      await screen.findByText('Este atendimento já foi aceito por Bruno Agente.'),
    ).toBeVisible();
  });

  it('offline, says at once that the server is out of reach instead of accepting minutes later', async () => {
    onlineManager.setOnline(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    try {
      const result = renderActions();
      await act(() =>
        result.current.accept(makeTicket({ id: 34, status: 'pending', userId: null })),
      );
      expect(
        await screen.findByText('Ocorreu um erro: Não foi possível falar com o servidor.'),
      ).toBeVisible();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
