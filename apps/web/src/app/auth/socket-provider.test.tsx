import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { SocketContext, useSocketReconnect } from './socket-provider';

// a real socket.io server and client: what counts is what happens on the wire
let server: Server;
let url: string;
const clients: Socket[] = [];

beforeAll(async () => {
  const http = createServer();
  server = new Server(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

function newClient(): Socket {
  const client = connect(url, { transports: ['websocket'], autoConnect: false });
  clients.push(client);
  return client;
}

it('refetches when the first connection comes after the page loaded its data, and after the server cut it off', async () => {
  const client = newClient();
  let refetches = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SocketContext.Provider value={client}>{children}</SocketContext.Provider>
  );
  renderHook(() => useSocketReconnect(() => refetches++), { wrapper });
  expect(refetches).toBe(0);

  // the socket connects a moment after the page fetched its data over HTTP
  client.connect();
  await waitFor(() => expect(refetches).toBe(1));

  // the server ends the connection; it comes back as the app's socket client reconnects it
  const [serverSide] = await server.fetchSockets();
  serverSide!.disconnect(true);
  await waitFor(() => expect(client.connected).toBe(false));
  client.connect();
  await waitFor(() => expect(refetches).toBe(2));
});
