import { useEffect, useRef } from 'react';
import { afterEach } from 'vitest';

/**
 * The socket provider's hooks for component tests, with no server: what a component subscribes
 * to is kept by event name, so a test plays a server event by calling its handler. A test file
 * mocks the provider with this module:
 *   vi.mock('../../app/auth/socket-provider', () => import('../../test/socket-provider-mock'));
 */
export const socket = {
  handlers: new Map<string, (payload: unknown) => void>(),
  reconnects: new Set<() => void>(),
  /** Plays a reconnection: every mounted useSocketReconnect callback runs. */
  reconnect() {
    for (const callback of socket.reconnects) callback();
  },
};

export const useSocket = () => null;

export function useSocketEvent(event: string | null, handler: (payload: unknown) => void) {
  if (event) socket.handlers.set(event, handler);
}

export function useSocketReconnect(callback: () => void) {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const call = () => latest.current();
    socket.reconnects.add(call);
    return () => void socket.reconnects.delete(call);
  }, []);
}

afterEach(() => socket.handlers.clear());
