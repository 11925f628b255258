import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, gt, isNull, max } from 'drizzle-orm';
import { companyChannel } from '@atende/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { cloudApiWebhooks } from '../src/db/schema';
import {
  ACCESS_TOKEN,
  burst,
  cloudConnection,
  deliver,
  storedCounts,
  wamidOf,
} from './cloud-burst';
import { startFakeGraphApi } from './fake-graph-api';
import { DEMO_LOGINS, eventually, record } from './harness';
import { freePort, spawnServer, untilReady } from './server-process';
import { openTestDatabase } from './test-database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-kill-burst-'));
let database: Database;
let fake: Awaited<ReturnType<typeof startFakeGraphApi>>;
let child: ChildProcess | undefined;
let socket: Socket | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  fake = await startFakeGraphApi({ accessToken: ACCESS_TOKEN });
});
afterAll(async () => {
  socket?.close();
  child?.kill('SIGKILL');
  await fake.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The real server as its own process, on this file's PostgreSQL database. */
async function startServer(port: number) {
  child = spawnServer(
    port,
    { DATA_DIR: dataDir, DATABASE_URL: database.url!, CLOUD_API_BASE_URL: fake.baseUrl },
    'ignore',
  );
  await untilReady(port);
  return child;
}

async function logIn(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGINS.admin),
  });
  return (await res.json()) as { token: string; user: { companyId: number } };
}

const COUNT = 40;
const wamids = (tag: string) => Array.from({ length: COUNT }, (_, i) => wamidOf(tag, i));

it('SIGKILL mid-burst: every delivery answered 2xx is stored after the restart, a reconnected socket hears new messages, and re-delivering stores no duplicate', async () => {
  const port = await freePort();
  const proc = await startServer(port);
  const { token, user } = await logIn(port);
  const created = await fetch(`http://127.0.0.1:${port}/api/whatsapp`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(cloudConnection),
  });
  expect(created.status).toBe(200);
  const connectionId = ((await created.json()) as { id: number }).id;
  // a client of the web app: it reconnects by itself once the server is back
  socket = connect(`http://127.0.0.1:${port}`, { query: { token }, transports: ['websocket'] });
  await eventually(() => expect(socket!.connected).toBe(true));
  const heard = record(socket, companyChannel(user.companyId, 'appMessage'));

  const acked = await burst(port, connectionId, 'kill', {
    count: COUNT,
    concurrency: 6,
    onAnswer: (answered) => {
      if (answered === 12) proc.kill('SIGKILL');
    },
  });
  expect(acked.length).toBeGreaterThanOrEqual(12);
  expect(acked.length).toBeLessThan(COUNT);

  await startServer(port);
  // a run the kill left active is retried once its expiry passes (2 min, webhook.job.ts)
  await eventually(async () => {
    const counts = await storedCounts(
      database.db,
      acked.map((i) => wamidOf('kill', i)),
    );
    for (const i of acked) expect(counts.get(wamidOf('kill', i)), `message ${i}`).toBe(1);
  }, 200_000);

  await eventually(() => expect(socket!.connected).toBe(true), 30_000);
  expect(await deliver(port, connectionId, 'after', 0)).toBe(200);
  await eventually(() => expect(JSON.stringify(heard)).toContain('after 0'), 30_000);

  // the platform delivers everything again, the acknowledged ones included; deliveries the
  // kill caught unanswered may stay unprocessed (no 2xx, no promise): only the new ones count
  const [before] = await database.db
    .select({ last: max(cloudApiWebhooks.id) })
    .from(cloudApiWebhooks);
  const again = await burst(port, connectionId, 'kill', { count: COUNT, concurrency: 6 });
  expect(again).toHaveLength(COUNT);
  await eventually(async () => {
    const pending = await database.db
      .select({ id: cloudApiWebhooks.id })
      .from(cloudApiWebhooks)
      .where(and(gt(cloudApiWebhooks.id, before!.last!), isNull(cloudApiWebhooks.processedAt)));
    expect(pending).toEqual([]);
  }, 60_000);
  const counts = await storedCounts(database.db, wamids('kill'));
  expect(wamids('kill').map((w) => counts.get(w) ?? 0)).toEqual(wamids('kill').map(() => 1));
}, 420_000);
