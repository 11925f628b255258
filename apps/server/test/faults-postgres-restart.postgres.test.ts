import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import {
  ACCESS_TOKEN,
  burst,
  cloudConnection,
  deliver,
  storedCounts,
  wamidOf,
} from './cloud-burst';
import { startFakeGraphApi } from './fake-graph-api';
import { eventually } from './harness';
import { startPrivatePostgres } from './private-postgres';
import { demoAdminClient, freePort, spawnServer, untilReady } from './server-process';

// the shared PostgreSQL server is never stopped: this file stops and starts its own
let postgres: Awaited<ReturnType<typeof startPrivatePostgres>>;
let fake: Awaited<ReturnType<typeof startFakeGraphApi>>;
let database: Database | undefined;
let child: ChildProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-pg-restart-'));

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  fake = await startFakeGraphApi({ accessToken: ACCESS_TOKEN });
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await database?.close();
  await fake.close();
  await postgres.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('PostgreSQL stopped and started again mid-burst: the same server process answers again and every acknowledged message is stored once', async () => {
  const port = await freePort();
  child = spawnServer(
    port,
    { DATA_DIR: dataDir, DATABASE_URL: postgres.url, CLOUD_API_BASE_URL: fake.baseUrl },
    ['ignore', 'ignore', 'pipe'],
  );
  // what the process says on its way down, should it die: the failure shows it
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exits: Array<number | null> = [];
  child.once('exit', (code) => exits.push(code));
  await untilReady(port);
  const { call, logIn } = demoAdminClient(port);
  await logIn();
  const { id: connectionId } = await call<{ id: number }>('POST', '/whatsapp', cloudConnection);

  let restarted: Promise<unknown> | undefined;
  const acked = await burst(port, connectionId, 'pg', {
    count: 60,
    concurrency: 6,
    onAnswer: (answered) => {
      // a crash of the database server (no checkpoint), then a start, while deliveries go on
      if (answered === 15) restarted = postgres.stop('immediate').then(() => postgres.start());
    },
  });
  await restarted;
  expect(acked.length).toBeGreaterThanOrEqual(15);

  // no restart of the server: it answers again once the database is back
  await eventually(async () => {
    expect(exits, stderr).toEqual([]);
    expect(await deliver(port, connectionId, 'back', 0)).toBe(200);
  }, 60_000);

  database = await openDatabase({ url: postgres.url, poolSize: 2 });
  const all = [...acked.map((i) => wamidOf('pg', i)), wamidOf('back', 0)];
  await eventually(async () => {
    const counts = await storedCounts(database!.db, all);
    expect(all.map((w) => counts.get(w) ?? 0)).toEqual(all.map(() => 1));
  }, 200_000);
  expect(exits, stderr).toEqual([]);
}, 420_000);
