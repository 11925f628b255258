import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import { createSocket } from '../../lib/socket-client';
import { useAuth } from './auth-context';

export const SocketContext = createContext<Socket | null>(null);

/** One realtime connection per signed-in user; closed at logout. */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id;
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (userId === undefined) return;
    const connection = createSocket();
    setSocket(connection.socket);
    return () => {
      connection.close();
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

/** Runs after every reconnection, to refetch what may have been missed meanwhile. */
export function useSocketReconnect(callback: () => void): void {
  const socket = useSocket();
  const latest = useLatest(callback);
  useEffect(() => {
    if (!socket) return;
    const listener = () => latest.current();
    socket.io.on('reconnect', listener);
    return () => {
      socket.io.off('reconnect', listener);
    };
  }, [socket, latest]);
}
