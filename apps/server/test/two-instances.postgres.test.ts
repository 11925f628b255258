import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { companyChannel } from '@atende/shared';
import pg from 'pg';
import { connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAKEOVER_INTERVAL_MS } from '../src/channels/baileys/baileys-adapter';
import { openBaileysDesk } from '../src/channels/baileys/baileys-testkit';
import { postgresSessionLocks } from '../src/channels/baileys/session-locks';
import { postgresTemplate } from './database-snapshot';
import { DEMO_LOGINS, eventually, record } from './harness';
import { freePort, spawnServer, untilReady } from './server-process';

/**
 * Two server processes (ROLE=all) on one PostgreSQL database, as behind a load balancer: what
 * one hears reaches the browsers of the other, a send goes out once, and one dying loses
 * nothing. PostgreSQL only (vitest.config.ts): the embedded database serves one process.
 */
const serverUrl = process.env.TEST_DATABASE_URL!;
const serverDir = path.resolve(import.meta.dirname, '..');
type AppMessage = {
  action: string;
  message: { body: string; ticketId: number; fromMe: boolean };
};

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function exited(proc: ChildProcess) {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((r) => proc.once('exit', r));
}

describe('two instances on one PostgreSQL database', () => {
  const name = `atende_two_inst_${process.pid}_${randomBytes(4).toString('hex')}`;
  // one DATA_DIR, as the processes of one deployment share it (uploads, the JWT secret)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-two-inst-'));
  const children: ChildProcess[] = [];
  const logs: string[] = [];
  const sockets: Socket[] = [];
  let a: ChildProcess;
  let portA = 0;
  let portB = 0;
  let token = '';
  let companyId = 0;
  let connectionId = 0;
  const api = async <T>(port: number, method: string, route: string, body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}/api${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  /** What the simulated phone of `number` received, by body. */
  const phoneInbox = async (number: string) => {
    const { messages } = await api<{ messages: Array<{ direction: string; body: string }> }>(
      portB,
      'GET',
      `/sandbox/${connectionId}/messages?number=${number}`,
    );
    return messages.filter((m) => m.direction === 'out').map((m) => m.body);
  };
  const start = (port: number) => {
    const proc = spawnServer(
      port,
      { ROLE: 'all', DATA_DIR: dataDir, DATABASE_URL: databaseUrl(), LOG_LEVEL: 'warn' },
      ['ignore', 'pipe', 'pipe'],
    );
    // kept for the failure message: why a process ended early
    proc.stdout!.on('data', (d: Buffer) => logs.push(`${port}: ${d.toString()}`));
    proc.stderr!.on('data', (d: Buffer) => logs.push(`${port}: ${d.toString()}`));
    children.push(proc);
    return proc;
  };
  const databaseUrl = () => {
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    return u.toString();
  };

  beforeAll(async () => {
    try {
      await startBoth();
    } catch (err) {
      throw new Error(`${String(err)}\n${logs.join('')}`);
    }
    // two server starts of at most 60 s each on a loaded machine, then a login
  }, 150_000);

  async function startBoth() {
    await adminQuery(`create database ${name} template ${await postgresTemplate(serverUrl)}`);
    // A seeds the demo company; B starts on the ready database (B's port is picked while A
    // listens, so the two never get the same one)
    portA = await freePort();
    a = start(portA);
    await untilReady(portA, 60_000);
    portB = await freePort();
    start(portB);
    await untilReady(portB, 60_000);
    const res = await fetch(`http://127.0.0.1:${portB}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGINS.admin),
    });
    const login = (await res.json()) as { token: string; user: { companyId: number } };
    ({ token } = login);
    companyId = login.user.companyId;
    const connections = await api<Array<{ id: number; provider: string }>>(
      portB,
      'GET',
      '/whatsapp',
    );
    connectionId = connections.find((c) => c.provider === 'sandbox')!.id;
  }

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const c of children) {
      c.kill('SIGKILL');
      await exited(c);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(`drop database if exists ${name} with (force)`);
  });

  const heardOnB = async () => {
    const socket = connect(`http://127.0.0.1:${portB}`, {
      query: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const heard = record(socket, companyChannel(companyId, 'appMessage')) as AppMessage[];
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return heard;
  };
  let ticketId = 0;

  it("a customer's message arriving through A reaches the agent connected to B", async () => {
    const heard = await heardOnB();
    // the sandbox phone's inbound, posted to A: ingested and broadcast by A
    await api(portA, 'POST', `/sandbox/${connectionId}/messages`, {
      number: '5511930000001',
      name: 'Cliente de A',
      body: 'chegou por A',
    });
    const created = await eventually(() => {
      const found = heard.find((e) => e.action === 'create' && e.message.body === 'chegou por A');
      expect(found).toBeDefined();
      return found!;
    }, 30_000);
    expect(created.message.fromMe).toBe(false);
    ticketId = created.message.ticketId;
  }, 45_000);

  it('a reply posted on B goes out exactly once', async () => {
    await api(portB, 'PUT', `/tickets/${ticketId}`, { status: 'open' });
    await api(portB, 'POST', `/messages/${ticketId}`, { body: 'respondido em B' });
    await eventually(
      async () =>
        expect((await phoneInbox('5511930000001')).filter((b) => b === 'respondido em B')).toEqual([
          'respondido em B',
        ]),
      30_000,
    );
  }, 45_000);

  it('A killed with SIGKILL: the send A had queued goes out once, through B', async () => {
    const { contactId } = await api<{ contactId: number }>(portB, 'GET', `/tickets/${ticketId}`);
    // queued on A for a few seconds ahead: no process holds it when A dies
    const schedule = await api<{ id: number }>(portA, 'POST', '/schedules', {
      body: 'agendado em A',
      contactId,
      whatsappId: connectionId,
      sendAt: new Date(Date.now() + 4_000).toISOString(),
    });
    a.kill('SIGKILL');
    await exited(a);
    // sent by B, and settled: the phone has it and the schedule says ENVIADA
    await eventually(async () => {
      expect(await phoneInbox('5511930000001')).toContain('agendado em A');
      const { schedules } = await api<{ schedules: Array<{ id: number; status: string }> }>(
        portB,
        'GET',
        '/schedules',
      );
      expect(schedules.find((s) => s.id === schedule.id)?.status).toBe('ENVIADA');
    }, 30_000);
    // each message exactly once, the reply of the previous case included
    const inbox = await phoneInbox('5511930000001');
    expect(inbox.filter((b) => b === 'agendado em A')).toEqual(['agendado em A']);
    expect(inbox.filter((b) => b === 'respondido em B')).toEqual(['respondido em B']);
  }, 45_000);
});

/**
 * The Baileys fake socket lives inside a test process, so a child server cannot run a session:
 * the dying owner is a child process holding the session's lock through session-locks.ts (as
 * a server does), the survivor the runtime of this process with the fake socket.
 */
describe('a Baileys session whose owner process dies', () => {
  let desk: Awaited<ReturnType<typeof openBaileysDesk>>;
  let holder: ChildProcess | undefined;
  beforeAll(async () => {
    desk = await openBaileysDesk();
  }, 60_000);
  afterAll(async () => {
    holder?.kill('SIGKILL');
    if (holder) await exited(holder);
    await desk?.t.close();
  });

  it('is taken over by the next watch of a live process, within 30 s of the death', async () => {
    const url = desk.t.database.url!;
    const c = await desk.connect('Dono que cai');
    c.socket.open();
    await eventually(async () => expect((await desk.connection(c.id)).status).toBe('CONNECTED'));
    // the session moves to another process: here it stops, the child takes the lock
    const baileys = desk.t.runtime.channels.baileys;
    await baileys.stop(c.ref);
    holder = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/session-lock-holder.ts', url, String(c.id)],
      { cwd: serverDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await eventually(
      () =>
        new Promise<void>((resolve, reject) => {
          holder!.stdout!.once('data', (d: Buffer) =>
            d.toString().includes('held') ? resolve() : reject(new Error(d.toString())),
          );
        }),
      30_000,
    );
    await baileys.watch();
    expect(baileys.owns(c.id)).toBe(false);
    const before = desk.wa.sockets.length;

    holder.kill('SIGKILL');
    await exited(holder);
    // PostgreSQL frees a dead process's locks as its connection closes
    const probe = postgresSessionLocks(url, () => {});
    try {
      await eventually(async () => {
        expect(await probe.tryAcquire(c.id)).toBe(true);
        await probe.release(c.id);
      }, 30_000);
    } finally {
      await probe.close();
    }
    // the next watch, at most TAKEOVER_INTERVAL_MS later, resumes it with its stored pairing
    expect(TAKEOVER_INTERVAL_MS).toBeLessThanOrEqual(30_000);
    desk.time.advance(TAKEOVER_INTERVAL_MS);
    await eventually(() => expect(baileys.owns(c.id)).toBe(true));
    await eventually(() => expect(desk.wa.sockets.length).toBe(before + 1));
    expect(desk.wa.latest().auth.creds.registered).toBe(true);
    desk.wa.latest().open();
    await eventually(async () => expect((await desk.connection(c.id)).status).toBe('CONNECTED'));
  }, 90_000);
});
