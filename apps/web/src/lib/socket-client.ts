import { io, type Socket } from 'socket.io-client';
import { isTokenExpired } from './jwt';
import { getToken } from './session-storage';

export const RELOAD_DELAY_MS = 1000;
const RECONNECT_DELAY_MS = 1000;

function reloadSoon(): void {
  setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}

/**
 * The realtime connection (spec 1 §7, §8): same origin, websocket transport, the access token in
 * the handshake query (read afresh on every reconnect, since the token is refreshed).
 * An expired token reloads the page after 1 s; a server-side disconnect ('io ...') reconnects.
 */
export interface RealtimeConnection {
  socket: Socket;
  /** Closes for good (logout): no reconnect follows. */
  close: () => void;
}

export function createSocket(): RealtimeConnection {
  const socket = io({
    transports: ['websocket'],
    query: { token: getToken() ?? '' },
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  });
  let closedByUs = false;

  const refreshQuery = () => {
    socket.io.opts.query = { token: getToken() ?? '' };
  };
  socket.io.on('reconnect_attempt', refreshQuery);

  socket.on('connect_error', (err) => {
    if (err.message === 'ERR_SESSION_EXPIRED') reloadSoon();
  });

  // The server cut us off ('io server disconnect'): socket.io will not retry by itself. Wait a
  // moment first, so that a logout in progress (which also cuts the socket) can finish.
  socket.on('disconnect', (reason) => {
    if (closedByUs || !reason.startsWith('io ')) return;
    setTimeout(() => {
      const token = getToken();
      if (closedByUs || !token) return;
      if (isTokenExpired(token)) {
        window.location.reload();
        return;
      }
      refreshQuery();
      socket.connect();
    }, RECONNECT_DELAY_MS);
  });

  return {
    socket,
    close: () => {
      closedByUs = true;
      socket.close();
    },
  };
}
