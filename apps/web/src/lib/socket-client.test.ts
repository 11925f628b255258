import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { Server } from 'socket.io';
import { createApiClient, type RenewOutcome } from './api-client';
import { createSocket, type RealtimeConnection } from './socket-client';

// a real socket.io server that checks the handshake's token as ours does: what counts is what
// happens on the wire, and that the page is never left (no reload: the socket object lives on)
const valid = new Set<string>();
const expired = new Set<string>();
let handshakes: string[] = [];
let running: { http: HttpServer; io: Server } | null = null;
const connections: RealtimeConnection[] = [];

async function startServer(port = 0): Promise<number> {
  const http = createServer();
  const io = new Server(http);
  io.use((socket, next) => {
    const token = String(socket.handshake.query.token);
    if (expired.has(token)) return next(new Error('ERR_SESSION_EXPIRED'));
    if (!valid.has(token)) return next(new Error('ERR_UNAUTHORIZED'));
    handshakes.push(token);
    next();
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  running = { http, io };
  return (http.address() as AddressInfo).port;
}

/** A shutdown as the server's: every socket told 'io server disconnect', then the port closed. */
async function stopServer() {
  running?.io.disconnectSockets(true);
  await running?.io.close();
  running = null;
}

let serial = 0;
/** An access token the client can read (iat, exp); the fake server knows it by its text. */
function token(lifeSeconds = 900): string {
  const iat = Math.floor(Date.now() / 1000);
  const claims = { id: 7, sid: `s${++serial}`, iat, exp: iat + lifeSeconds };
  return `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
}

/** The refresh endpoint: a new valid token while the server is up, 'failed' while it is not. */
function fakeSession(isUp: () => boolean) {
  const issued: string[] = [];
  const renewSession = vi.fn(async (): Promise<RenewOutcome> => {
    if (!isUp()) return 'failed';
    const fresh = token();
    valid.add(fresh);
    issued.push(fresh);
    localStorage.setItem('token', fresh);
    return 'refreshed';
  });
  return { renewSession, issued };
}

function connect(url: string, session: ReturnType<typeof fakeSession>) {
  const connection = createSocket({ url, session });
  connections.push(connection);
  return connection.socket;
}

function signedIn(): string {
  const first = token();
  valid.add(first);
  localStorage.setItem('token', first);
  return first;
}

/** The token's 15 minutes pass (the server now refuses it as expired). */
function expire(old: string) {
  valid.delete(old);
  expired.add(old);
}

afterEach(async () => {
  for (const c of connections.splice(0)) c.close();
  await stopServer();
  handshakes = [];
});

describe('the realtime connection with an expired token', () => {
  it('waits out a server restart, renews the token quietly and reconnects with it', async () => {
    const port = await startServer();
    let up = true;
    const session = fakeSession(() => up);
    const first = signedIn();
    const socket = connect(`http://127.0.0.1:${port}`, session);
    await waitFor(() => expect(socket.connected).toBe(true));
    expire(first);

    await stopServer();
    up = false;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(socket.connected).toBe(false);

    // back on the same port; its first refresh still fails (starting up), the next one works
    await startServer(port);
    session.renewSession.mockResolvedValueOnce('failed');
    up = true;
    await waitFor(() => expect(socket.connected).toBe(true), { timeout: 15_000 });
    expect(handshakes).toEqual([first, session.issued[0]]);
    expect(session.renewSession).toHaveBeenCalledTimes(2);
  }, 25_000);

  it('after a network drop, renews when the handshake is refused as expired', async () => {
    const port = await startServer();
    const session = fakeSession(() => true);
    const first = signedIn();
    const socket = connect(`http://127.0.0.1:${port}`, session);
    await waitFor(() => expect(socket.connected).toBe(true));
    expire(first);

    socket.io.engine.close(); // the phone lost the network a moment
    await waitFor(() => expect(handshakes).toHaveLength(2), { timeout: 10_000 });
    expect(handshakes[1]).toBe(session.issued[0]);
    expect(socket.connected).toBe(true);
  }, 15_000);

  it('goes to the login, as an API call would, only when the refresh says the session is over', async () => {
    const port = await startServer();
    const first = token();
    expired.add(first);
    localStorage.setItem('token', first);
    const onUnauthorized = vi.fn();
    const fetchFn = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'ERR_UNAUTHORIZED', message: 'Sessão encerrada.' }), {
          status: 401,
        }),
    );
    const api = createApiClient({ fetchFn: fetchFn as unknown as typeof fetch, onUnauthorized });
    const connection = createSocket({ url: `http://127.0.0.1:${port}`, session: api });
    connections.push(connection);

    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    expect(localStorage.getItem('token')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fetchFn).toHaveBeenCalledTimes(1); // no retry loop after the end
    expect(connection.socket.connected).toBe(false);
  });
});

describe('the realtime connection of an idle page', () => {
  it('renews the token ahead of its expiry without dropping the connection', async () => {
    const port = await startServer();
    const session = fakeSession(() => true);
    const short = token(2); // renewed at 80 % of its life: 1.6 s
    valid.add(short);
    localStorage.setItem('token', short);
    const socket = connect(`http://127.0.0.1:${port}`, session);
    await waitFor(() => expect(socket.connected).toBe(true));
    const [serverSide] = await running!.io.fetchSockets();

    await waitFor(() => expect(session.renewSession).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(socket.connected).toBe(true);
    // the same connection, never dropped for the renewal
    expect((await running!.io.fetchSockets()).map((s) => s.id)).toEqual([serverSide!.id]);
    expect(localStorage.getItem('token')).toBe(session.issued[0]);

    // the old token expires; a later reconnect presents the renewed one at once
    expire(short);
    socket.io.engine.close();
    await waitFor(() => expect(handshakes).toEqual([short, session.issued[0]]), {
      timeout: 10_000,
    });
    expect(session.renewSession).toHaveBeenCalledTimes(1);
  }, 20_000);
});
