import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { eventually } from '../../test/harness';
import { openTestDatabase } from '../../test/test-database';
import { attachClusterAdapter } from './cluster-adapter';

/**
 * Publications leave in batches (batched-publish.ts): a burst emitted in one process reaches
 * a socket of another process whole and in order, repeated payloads heard as often as they
 * were sent, and a payload too large for a NOTIFY heard too. PostgreSQL only.
 */
let database: Database;
const servers: Server[] = [];
const clusters: Awaited<ReturnType<typeof attachClusterAdapter>>[] = [];
let client: Socket;
const heard: string[] = [];

async function startProcessLike(log = pino({ level: 'silent' })) {
  const io = new Server();
  clusters.push(await attachClusterAdapter(io, database.url!, log));
  io.on('connection', (socket) => void socket.join('company-7-admins'));
  await new Promise<void>((resolve) => io.listen(0).httpServer.once('listening', resolve));
  servers.push(io);
  return io;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await startProcessLike();
  const listener = servers[0]!;
  const port = (listener.httpServer.address() as AddressInfo).port;
  client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  client.on('news', (text: string) => heard.push(text.length > 100 ? `long ${text.length}` : text));
  await eventually(() => expect(client.connected).toBe(true));
  const sender = await startProcessLike();
  // the sender sees the listener's socket in the room: the two know each other
  await eventually(async () =>
    expect((await sender.in('company-7-admins').fetchSockets()).length).toBe(1),
  );
}, 60_000);

afterAll(async () => {
  client?.close();
  for (const cluster of clusters) await cluster.close().catch(() => {});
  for (const io of servers) await new Promise<void>((resolve) => void io.close(() => resolve()));
  await database?.close();
});

it("a burst of 300 emits reaches the other process's socket whole and in order", async () => {
  const sender = servers[1]!;
  const sent: string[] = [];
  for (let i = 1; i <= 300; i++) {
    const text = i === 150 ? 'x'.repeat(9_000) : i >= 100 && i <= 102 ? 'same' : `news ${i}`;
    sender.to('company-7-admins').emit('news', text);
    sent.push(text.length > 100 ? `long ${text.length}` : text);
  }
  await eventually(() => expect(heard).toHaveLength(300), 15_000);
  // the large one travels as an attachment, which the receiving adapter reads back before
  // handing it on while it hands on the next small ones at once: it may come later
  const small = (list: string[]) => list.filter((t) => t !== 'long 9000');
  expect(small(heard)).toEqual(small(sent));
  expect(heard.filter((t) => t === 'long 9000')).toHaveLength(1);
  expect(heard.filter((t) => t === 'same')).toHaveLength(3);
});

it('what a process emitted just before it closes still reaches the others, with no error', async () => {
  const warnings: string[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
  const io = await startProcessLike(log);
  const cluster = clusters.at(-1)!;
  // it knows the listener's process once their heartbeats met
  await eventually(
    async () => expect((await io.in('company-7-admins').fetchSockets()).length).toBe(1),
    20_000,
  );
  heard.length = 0;
  for (let i = 1; i <= 50; i++) io.to('company-7-admins').emit('news', `last ${i}`);
  await cluster.close();
  // emitted once the connection is ending: dropped quietly
  io.to('company-7-admins').emit('news', 'too late');
  await eventually(() => expect(heard).toHaveLength(50));
  expect(heard.at(-1)).toBe('last 50');
  expect(warnings).toEqual([]);
}, 30_000);
