import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/harness';
import { demoAdminClient, freePort, spawnServer, untilReady } from '../../../test/server-process';

/**
 * Two server processes on one PostgreSQL database send one campaign together. PostgreSQL
 * only: the embedded PGlite database is opened by a single process, so there is nothing to
 * share between two of them; the PostgreSQL run of the README's test command
 * (TEST_DATABASE_URL set) runs it, and the embedded run leaves the file out (vitest.config.ts).
 */
const serverUrl = process.env.TEST_DATABASE_URL!;
const RECIPIENTS = 300;
/** Each process's simulated phone takes at most this many a second: the run lasts seconds. */
const CEILING = 60;

async function admin(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe('a campaign sent by two worker processes on PostgreSQL', () => {
  const name = `atende_two_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-two-'));
  const children: ChildProcess[] = [];
  /** How many recipients each process's dispatch runs sent, from its log. */
  const sentBy = new Map<number, number>();
  let url = '';

  function start(role: 'all' | 'worker', port: number) {
    const proc = spawnServer(
      port,
      {
        ROLE: role,
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        LOG_LEVEL: 'info',
        SANDBOX_MAX_SENDS_PER_SECOND: String(CEILING),
      },
      ['ignore', 'pipe', 'ignore'],
    );
    let rest = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes('campaign dispatch run')) continue;
        const entry = JSON.parse(line) as { sent: number };
        sentBy.set(proc.pid!, (sentBy.get(proc.pid!) ?? 0) + entry.sent);
      }
    });
    children.push(proc);
    return proc;
  }

  afterAll(async () => {
    for (const c of children) {
      if (c.exitCode !== null || c.signalCode !== null) continue;
      c.kill('SIGKILL');
      await new Promise((r) => c.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('every recipient gets exactly one message, both processes send, and the report is exact', async () => {
    await admin(`create database ${name}`);
    const u = new URL(serverUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    const port = await freePort();
    // the first process migrates and seeds; the worker starts on the ready database
    const web = start('all', port);
    await untilReady(port, 60_000);
    const workerPort = await freePort();
    const worker = start('worker', workerPort);
    await untilReady(workerPort, 60_000);

    const { call, logIn } = demoAdminClient(port);
    await logIn();
    const connections = await call<Array<{ id: number; provider: string }>>('GET', '/whatsapp');
    const connectionId = connections.find((c) => c.provider === 'sandbox')!.id;
    const list = await call<{ id: number }>('POST', '/contact-lists', { name: 'Dois processos' });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      await db.query(
        `insert into contact_list_items (company_id, contact_list_id, name, number, email, is_whatsapp_valid)
         select l.company_id, l.id, 'Cliente ' || g, '55319' || lpad(g::text, 8, '0'), '', true
         from contact_lists l, generate_series(1, $2::int) g where l.id = $1`,
        [list.id, RECIPIENTS],
      );
      await call('POST', '/campaign-settings', {
        messageInterval: 0,
        longerIntervalAfter: 0,
        greaterInterval: 0,
      });
      expect(worker.exitCode).toBeNull();

      const campaign = await call<{ id: number }>('POST', '/campaigns', {
        name: 'Dois processos',
        confirmation: false,
        message1: 'DUPLA {nome}',
        whatsappId: connectionId,
        contactListId: list.id,
        scheduledAt: new Date().toISOString(),
      });
      const report = () =>
        call<{ campaign: { status: string }; counts: Record<string, number> }>(
          'GET',
          `/campaigns/${campaign.id}/report`,
        );
      await eventually(
        async () => expect((await report()).campaign.status).toBe('FINALIZADA'),
        40_000,
      );
      const { counts } = await report();
      expect(counts).toMatchObject({
        total: RECIPIENTS,
        valid: RECIPIENTS,
        delivered: RECIPIENTS,
        failed: 0,
        unknown: 0,
        pending: 0,
      });

      // the simulated phone's own record: each number received exactly its one message
      const { rows: received } = await db.query<{ number: string; bodies: string[] }>(
        `select i.number, coalesce(array_agg(m.body order by m.id) filter (where m.id is not null), '{}') as bodies
         from contact_list_items i
         left join sandbox_messages m on m.whatsapp_id = $2 and m.number = i.number and m.direction = 'out'
         where i.contact_list_id = $1 group by i.number, i.name order by i.number`,
        [list.id, connectionId],
      );
      expect(received).toHaveLength(RECIPIENTS);
      const wrong = received.filter(
        (r) => r.bodies.length !== 1 || !/^DUPLA Cliente \d+$/.test(r.bodies[0]!),
      );
      expect(wrong).toEqual([]);

      // both processes sent a share, and together exactly every recipient
      await eventually(() => {
        expect([...sentBy.values()].reduce((a, b) => a + b, 0)).toBe(RECIPIENTS);
      }, 10_000);
      expect(sentBy.get(web.pid!) ?? 0).toBeGreaterThan(0);
      expect(sentBy.get(worker.pid!) ?? 0).toBeGreaterThan(0);
    } finally {
      await db.end();
    }
  }, 120_000);
});
