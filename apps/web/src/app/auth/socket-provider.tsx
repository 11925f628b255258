import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { afterFirstScreen } from '../../lib/first-screen';
import { useAuth } from './auth-context';

export const SocketContext = createContext<Socket | null>(null);

/**
 * One realtime connection per signed-in user; closed at logout. socket.io's code loads once the
 * first screen is up: the page's data comes over HTTP, and every useSocketReconnect subscriber
 * refetches when the connection is made, so nothing sent meanwhile is missed.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id;
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (userId === undefined) return;
    let closed = false;
    let close = () => {};
    const cancel = afterFirstScreen(() => {
      void import('../../lib/socket-client').then(({ createSocket }) => {
        if (closed) return;
        const connection = createSocket();
        close = connection.close;
        setSocket(connection.socket);
      });
    });
    return () => {
      closed = true;
      cancel();
      close();
      setSocket(null);
    };
  }, [userId]);

  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export function useSocket(): Socket | null {
  return useContext(SocketContext);
}

/** Subscribes to one wire event while mounted (and while a socket exists). */
export function useSocketEvent<T>(event: string | null, handler: (payload: T) => void): void {
  const socket = useSocket();
  const latest = useLatest(handler);
  useEffect(() => {
    if (!socket || !event) return;
    const listener = (payload: T) => latest.current(payload);
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event, latest]);
}

/**
 * Runs every time the socket (re)connects after this hook subscribed, to refetch what may have
 * been missed while it was not listening: before the first connection (the page's data came
 * over HTTP first), while cut off, and after the server ended it and it came back.
 */
export function useSocketReconnect(callback: () => void): void {
  const socket = useSocket();
  const latest = useLatest(callback);
  useEffect(() => {
    if (!socket) return;
    const listener = () => latest.current();
    socket.on('connect', listener);
    return () => {
      socket.off('connect', listener);
    };
  }, [socket, latest]);
}
