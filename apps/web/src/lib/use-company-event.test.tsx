import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { ServerEvents } from '@atende/shared';
import { AuthContext, type AuthContextValue } from '../app/auth/auth-context';
import { SocketContext } from '../app/auth/socket-provider';
import { makeSessionUser } from '../test/fixtures';
import { useCompanyEvent } from './use-company-event';

// a real socket.io server and client: the hook is checked on the wire, not against a stub
let server: Server;
let client: Socket;

beforeAll(async () => {
  const http = createServer();
  server = new Server(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  await new Promise<void>((resolve) => client.on('connect', () => resolve()));
});
afterAll(async () => {
  client.close();
  await server.close();
});

const auth = { user: makeSessionUser({ companyId: 3 }) } as AuthContextValue;
const wrapper = ({ children }: { children: ReactNode }) => (
  <AuthContext.Provider value={auth}>
    <SocketContext.Provider value={client}>{children}</SocketContext.Provider>
  </AuthContext.Provider>
);

it('hands the company’s channel payloads to the handler, and stops when unmounted', async () => {
  const heard: ServerEvents['ticket'][] = [];
  const hook = renderHook(() => useCompanyEvent('ticket', (payload) => heard.push(payload)), {
    wrapper,
  });
  await act(async () => {
    // another company's channel and another channel of this company are not heard
    server.emit('company-4-ticket', { action: 'delete', ticketId: 40 });
    server.emit('company-3-appMessage', { action: 'update', message: { id: 1 } });
    server.emit('company-3-ticket', { action: 'delete', ticketId: 30 });
  });
  await waitFor(() => expect(heard).toEqual([{ action: 'delete', ticketId: 30 }]));

  hook.unmount();
  server.emit('company-3-ticket', { action: 'delete', ticketId: 31 });
  // a later event on the same socket proves delivery went on without the unmounted handler
  const later = new Promise((resolve) => client.once('company-3-ticket', resolve));
  server.emit('company-3-ticket', { action: 'delete', ticketId: 32 });
  await later;
  expect(heard).toEqual([{ action: 'delete', ticketId: 30 }]);
});
