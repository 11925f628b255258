import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { eventually } from '../../test/harness';
import { startTcpProxy } from '../../test/tcp-proxy';
import { openTestDatabase } from '../../test/test-database';
import { attachClusterAdapter } from './cluster-adapter';

/**
 * The sockets of this process hear an emit without waiting for its NOTIFY to reach the other
 * processes: with the database stalled (a relay holding every byte), local sockets still get
 * their frames, and a leave still comes before the next emit to that room. PostgreSQL only.
 */
let database: Database;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let io: Server;
let cluster: Awaited<ReturnType<typeof attachClusterAdapter>>;
let client: Socket;
const heard: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const url = new URL(database.url!);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  io = new Server();
  cluster = await attachClusterAdapter(io, url.toString(), pino({ level: 'silent' }));
  io.on('connection', (socket) => void socket.join('company-1-admins'));
  await new Promise<void>((resolve) => io.listen(0).httpServer.once('listening', resolve));
  const port = (io.httpServer.address() as AddressInfo).port;
  client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  client.on('news', (text: string) => heard.push(text));
  await eventually(() => expect(client.connected).toBe(true));
  await eventually(async () =>
    expect((await io.in('company-1-admins').fetchSockets()).length).toBe(1),
  );
}, 60_000);

afterAll(async () => {
  client?.close();
  proxy?.release();
  await cluster?.close().catch(() => {});
  await new Promise<void>((resolve) => void io?.close(() => resolve()));
  await proxy?.close();
  await database?.close();
});

it('with the database stalled, a local socket still hears emits, and a leave before the next one', async () => {
  proxy.hold();
  io.to('company-1-admins').emit('news', 'first');
  io.in('company-1-admins').socketsLeave('company-1-admins');
  io.to('company-1-admins').emit('news', 'after the leave');
  io.emit('news', 'to everyone');
  await eventually(() => expect(heard).toEqual(['first', 'to everyone']), 5_000);

  // the stall ends: nothing waited for it locally, and nothing is heard twice
  proxy.release();
  io.emit('news', 'later');
  await eventually(() => expect(heard).toEqual(['first', 'to everyone', 'later']), 5_000);
});
