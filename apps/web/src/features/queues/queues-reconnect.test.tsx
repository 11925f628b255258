import { afterEach, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { SocketContext } from '../../app/auth/socket-provider';
import { makeSessionUser } from '../../test/fixtures';
import { fakeApi, renderProviders } from '../../test/render-kit';
import { QueuesPage } from './queues-page';
import { makeQueue } from './queue-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The app's socket as far as the page uses it: listeners, and a reconnection to fire. */
function fakeSocket() {
  const listeners = new Map<string, Set<(payload?: unknown) => void>>();
  const socket = {
    on(event: string, listener: (payload?: unknown) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return socket;
    },
    off(event: string, listener: (payload?: unknown) => void) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    emit: () => socket,
  };
  const reconnect = () => act(() => listeners.get('connect')?.forEach((l) => l()));
  return { socket: socket as unknown as Socket, reconnect };
}

it('after the server restarts, the reconnected socket refetches the list: a queue created meanwhile shows', async () => {
  const support = makeQueue(1, 'Atendimento');
  const billing = makeQueue(2, 'Financeiro');
  let server = [support];
  const { calls } = fakeApi((call) =>
    call.method === 'GET' && call.path === '/queue' ? { body: server } : undefined,
  );
  const { socket, reconnect } = fakeSocket();
  const { Providers } = renderProviders(makeSessionUser({ profile: 'admin' }));
  render(
    <Providers>
      <SocketContext.Provider value={socket}>
        <QueuesPage />
      </SocketContext.Provider>
    </Providers>,
  );
  await screen.findByText('Atendimento');
  expect(screen.queryByText('Financeiro')).toBeNull();

  // created while the socket was down: no event will ever tell this page
  server = [support, billing];
  reconnect();

  await screen.findByText('Financeiro');
  await waitFor(() =>
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/queue')).toHaveLength(2),
  );
});
