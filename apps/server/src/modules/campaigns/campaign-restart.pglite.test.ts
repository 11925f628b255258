import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { eventually } from '../../../test/harness';
import { demoAdminClient, freePort, spawnServer, untilReady } from '../../../test/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-kill-'));
let child: ChildProcess | undefined;

/** The real server as its own process, on the embedded database under `dataDir`. */
async function startServer(port: number) {
  const proc = spawnServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' }, 'ignore');
  child = proc;
  await untilReady(port);
  return proc;
}

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('SIGKILL in the middle of a campaign: after the restart every recipient has exactly one message, or is reported unknown', async () => {
  const port = await freePort();
  const { call, text, logIn: login } = demoAdminClient(port);

  let proc = await startServer(port);
  await login();
  const connections = await call<Array<{ id: number; provider: string }>>('GET', '/whatsapp');
  const connectionId = connections.find((c) => c.provider === 'sandbox')!.id;
  const numbers = Array.from({ length: 8 }, (_, i) => `55119800000${10 + i}`);
  const tag = await call<{ id: number }>('POST', '/tags', { name: 'Reinício', color: '#5C59A0' });
  for (const number of numbers) {
    await call('POST', `/sandbox/${connectionId}/messages`, {
      number,
      name: `C ${number}`,
      body: 'Oi',
    });
  }
  await eventually(async () => {
    const { tickets } = await call<{ tickets: Array<{ id: number; contact: { number: string } }> }>(
      'GET',
      '/tickets?showAll=true&status=pending',
    );
    for (const number of numbers) expect(tickets.map((t) => t.contact.number)).toContain(number);
    for (const t of tickets.filter((t) => numbers.includes(t.contact.number)))
      await call('POST', '/tags/sync', { ticketId: t.id, tags: [{ id: tag.id }] });
  }, 30_000);
  // a pause of 1 s after every message, so the kill lands while the campaign runs
  await call('POST', '/campaign-settings', {
    messageInterval: 0,
    longerIntervalAfter: 1,
    greaterInterval: 1,
  });
  const campaign = await call<{ id: number }>('POST', '/campaigns', {
    name: 'Antes e depois da queda',
    confirmation: false,
    message1: 'CAMPANHA {nome}',
    whatsappId: connectionId,
    tagListId: tag.id,
    scheduledAt: new Date().toISOString(),
  });
  const report = () =>
    call<{ campaign: { status: string }; counts: Record<string, number> }>(
      'GET',
      `/campaigns/${campaign.id}/report`,
    );
  const beforeKill = await eventually(async () => {
    const { counts } = await report();
    expect(counts.delivered).toBeGreaterThanOrEqual(2);
    return counts.delivered;
  }, 60_000);
  proc.kill('SIGKILL');
  // the kill landed mid-campaign: some recipients were still waiting
  expect(beforeKill).toBeLessThan(numbers.length);
  await new Promise((r) => proc.once('exit', r));

  proc = await startServer(port);
  await login();
  await eventually(
    async () => expect((await report()).campaign.status).toBe('FINALIZADA'),
    240_000,
  );
  const { counts } = await report();
  expect(counts.delivered + counts.unknown).toBe(numbers.length);
  expect(counts.unknown).toBeLessThanOrEqual(1); // at most the one in flight at the kill
  const csv = await text(`/campaigns/${campaign.id}/report.csv`);
  const statusOf = new Map(
    csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';'))
      .map((cells) => [cells[1]!, cells[4]!]),
  );
  for (const number of numbers) {
    const { messages } = await call<{ messages: Array<{ direction: string; body: string }> }>(
      'GET',
      `/sandbox/${connectionId}/messages?number=${number}`,
    );
    const received = messages.filter((m) => m.direction === 'out' && m.body.startsWith('CAMPANHA'));
    if (statusOf.get(number) === 'Resultado desconhecido')
      expect(received.length, number).toBeLessThanOrEqual(1);
    else {
      expect(statusOf.get(number), number).toBe('Entregue');
      expect(
        received.map((m) => m.body),
        number,
      ).toEqual([`CAMPANHA C ${number}`]);
    }
  }
}, 420_000);
