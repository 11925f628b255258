import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { Socket } from 'socket.io-client';
import { makeSessionUser } from '../../test/fixtures';
import { renderProviders } from '../../test/render-kit';
import { SocketContext } from '../auth/socket-provider';
import { OFFLINE_GRACE_MS, OfflineBar } from './offline-bar';

afterEach(() => vi.useRealTimers());

function renderBar() {
  const connection = new EventEmitter();
  const { Providers } = renderProviders(makeSessionUser());
  render(
    <Providers>
      <SocketContext.Provider value={connection as unknown as Socket}>
        <OfflineBar />
      </SocketContext.Provider>
    </Providers>,
  );
  return Object.assign((event: string) => act(() => void connection.emit(event)), {
    connection: connection as EventEmitter & { connected?: boolean },
  });
}

const TEXT = 'Sem conexão com o servidor. Tentando reconectar…';

describe('the offline bar', () => {
  it('shows after the grace while the server stays away, and goes when it is back', () => {
    vi.useFakeTimers();
    const emit = renderBar();
    emit('disconnect');
    act(() => void vi.advanceTimersByTime(OFFLINE_GRACE_MS - 100));
    // failed attempts meanwhile do not restart the wait
    emit('connect_error');
    expect(screen.queryByText(TEXT)).toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent(TEXT);
    emit('connect');
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('says nothing of a drop shorter than the grace', () => {
    vi.useFakeTimers();
    const emit = renderBar();
    emit('disconnect');
    act(() => void vi.advanceTimersByTime(1_000));
    emit('connect');
    act(() => void vi.advanceTimersByTime(OFFLINE_GRACE_MS * 2));
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('shows once the browser says its network is gone, before the socket notices', () => {
    vi.useFakeTimers();
    const emit = renderBar();
    emit.connection.connected = true;
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void vi.advanceTimersByTime(OFFLINE_GRACE_MS));
    expect(screen.getByRole('status')).toHaveTextContent(TEXT);
    // back before the connection timed out: it never dropped, so no 'connect' will say so
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(TEXT)).toBeNull();
  });
});
