import { io, type Socket } from 'socket.io-client';
import { api, type ApiClient, type RenewOutcome } from './api-client';
import { getToken } from './session-storage';
import { createTokenClock } from './token-clock';

const RECONNECT_DELAY_MS = 1000;
/**
 * A renewal the server could not answer is tried again after 1 s, doubling up to 10 s (as
 * socket.io's own reconnection does), so a restarted server is found again within seconds.
 */
const RENEW_RETRY_MIN_MS = 1000;
const RENEW_RETRY_MAX_MS = 10_000;
/** While connected the token is looked at this often (a request may have renewed it). */
export const TOKEN_CHECK_MS = 60_000;

/**
 * The realtime connection (spec 1 §7, §8): same origin, websocket transport, the access token in
 * the handshake query (read afresh on every reconnect, since the token is refreshed).
 *
 * The socket makes no API call, so nothing else renews its token: while connected it renews
 * the token ahead of expiry, and a handshake refused as expired renews it and connects again.
 * It never reloads the page: a reload while the server is down lands on the browser's error
 * page (and loses what was typed). Only a refresh that says the session is over leaves, to the
 * login, as an API call would.
 */
export interface RealtimeConnection {
  socket: Socket;
  /** Closes for good (logout): no reconnect follows. */
  close: () => void;
}

export interface SocketOptions {
  /** Another server than the page's (tests). */
  url?: string;
  session?: Pick<ApiClient, 'renewSession'>;
}

export function createSocket(options: SocketOptions = {}): RealtimeConnection {
  const session = options.session ?? api;
  const settings = {
    transports: ['websocket'],
    query: { token: getToken() ?? '' },
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  };
  const socket = options.url ? io(options.url, settings) : io(settings);
  const clock = createTokenClock();
  let closedByUs = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RENEW_RETRY_MIN_MS;
  let renewing = false;

  const later = (work: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(work, ms);
  };
  const nextRetry = () => {
    const ms = retryMs;
    retryMs = Math.min(retryMs * 2, RENEW_RETRY_MAX_MS);
    return ms;
  };

  const presentLatestToken = () => {
    socket.io.opts.query = { token: getToken() ?? '' };
  };
  socket.io.on('reconnect_attempt', presentLatestToken);

  /** Renews the token, then connects (or, connected, waits for the next renewal). */
  async function renew() {
    if (renewing || closedByUs) return;
    renewing = true;
    const outcome = await session.renewSession().catch((): RenewOutcome => 'failed');
    renewing = false;
    // 'ended': the API client has logged out, and the provider closes this connection
    if (closedByUs || outcome === 'ended' || !getToken()) return;
    if (outcome === 'failed') {
      // the server cannot be reached (or is restarting): keep the page, try again
      later(() => void renew(), nextRetry());
      return;
    }
    retryMs = RENEW_RETRY_MIN_MS;
    clock.renewed(getToken());
    presentLatestToken();
    if (socket.connected) watchToken();
    else socket.connect();
  }

  /** While connected: renew at ~80 % of the token's life, so an idle page never holds an expired one. */
  function watchToken() {
    const dueIn = clock.renewalDueIn(getToken());
    if (dueIn === null) return;
    if (dueIn <= 0) void renew();
    else later(watchToken, Math.min(dueIn, TOKEN_CHECK_MS));
  }

  socket.on('connect', () => {
    retryMs = RENEW_RETRY_MIN_MS;
    watchToken();
  });

  // refused at the handshake: the middleware's error code is the message, and socket.io does
  // not retry a refusal by itself. A refusal for any other reason (the session replaced by a
  // login elsewhere) is left to the session watchers and the next API call.
  socket.on('connect_error', (err) => {
    if (err.message === 'ERR_SESSION_EXPIRED') void renew();
  });

  // The server cut us off ('io server disconnect', e.g. it is shutting down): socket.io will not
  // retry by itself. Wait a moment first, so that a logout in progress (which also cuts the
  // socket) can finish; an expired token is then refused and renewed, as above.
  socket.on('disconnect', (reason) => {
    clearTimeout(timer);
    if (closedByUs || !reason.startsWith('io ')) return;
    later(() => {
      if (closedByUs || !getToken()) return;
      presentLatestToken();
      socket.connect();
    }, RECONNECT_DELAY_MS);
  });

  return {
    socket,
    close: () => {
      closedByUs = true;
      clearTimeout(timer);
      socket.close();
    },
  };
}
