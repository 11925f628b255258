import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { Server } from 'socket.io';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually } from '../../test/harness';
import { attachClusterAdapter } from './cluster-adapter';

/**
 * Two processes' adapters on one database lose every connection at once (a failover, an
 * operator's pg_terminate_backend): they listen again, still hear each other, and close
 * without waiting for the connections that died. PostgreSQL only.
 */
const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `atende_blip_${process.pid}_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
const log = pino({ level: 'silent' });
const servers: Server[] = [];
const clusters: Array<Awaited<ReturnType<typeof attachClusterAdapter>>> = [];

/** The backends of the test database that last ran a LISTEN: one per adapter. */
async function listeners() {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 and query like 'LISTEN %'`,
    [name],
  );
  return rows.map((r) => r.pid).sort();
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  for (let i = 0; i < 2; i++) {
    const io = new Server();
    servers.push(io);
    clusters.push(await attachClusterAdapter(io, url.toString(), log));
  }
  await eventually(async () => expect(await listeners()).toHaveLength(2));
});

afterAll(async () => {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

it('after its connections are cut, each adapter listens again and hears the other', async () => {
  const before = await listeners();
  await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = $1 and pid <> pg_backend_pid()`,
    [name],
  );
  // the adapter waits 1 to 3 s before it connects again
  await eventually(async () => {
    const after = await listeners();
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
  }, 10_000);

  const heard: string[] = [];
  servers[1]!.on('ping', (text: string) => heard.push(text));
  await eventually(() => {
    servers[0]!.serverSideEmit('ping', 'after the blip');
    expect(heard).toContain('after the blip');
  }, 5_000);
});

it('then closes at once: no connection that died is waited for', async () => {
  const started = Date.now();
  await Promise.all(clusters.map((c) => c.close()));
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await listeners()).toEqual([]);
}, 5_000);
