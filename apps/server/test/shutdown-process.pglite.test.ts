import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO_LOGINS, eventually } from './harness';
import { freePort, spawnServer, untilReady } from './server-process';

const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The real server as its own process, on an embedded database of its own. */
async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-shutdown-'));
  dataDirs.push(dataDir);
  const port = await freePort();
  const child = spawnServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' }, 'ignore');
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await untilReady(port);
  return { port, child, exited };
}

/**
 * A login whose body the client sends in two halves: the request is in flight from the moment
 * the server acknowledged its headers (100 Continue) until `finish` sends the rest.
 */
async function loginInFlight(port: number) {
  const body = JSON.stringify(DEMO_LOGINS.admin);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.once('error', reject);
  });
  await new Promise<void>((resolve) => req.once('continue', resolve));
  req.write(body.slice(0, 10));
  return {
    answer,
    finish: () => req.end(body.slice(10)),
  };
}

/** Whether a new TCP connection to `port` is refused. */
function refused(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

it('SIGTERM: new connections are refused, the request in flight is answered 200, then the process exits 0', async () => {
  const { port, child, exited } = await startServer();
  const login = await loginInFlight(port);

  child.kill('SIGTERM');
  await eventually(async () => expect(await refused(port)).toBe(true), 20_000);
  login.finish();

  const answer = await login.answer;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toHaveProperty('token');
  expect(await exited).toBe(0);
}, 150_000);

it('a second SIGTERM while the first one waits exits at once, with code 143', async () => {
  const { port, child, exited } = await startServer();
  // never finished: the first shutdown waits for it
  const login = await loginInFlight(port);
  login.answer.catch(() => {}); // the connection dies with the process

  child.kill('SIGTERM');
  await eventually(async () => expect(await refused(port)).toBe(true), 20_000);
  child.kill('SIGTERM');

  expect(await exited).toBe(143);
}, 150_000);
