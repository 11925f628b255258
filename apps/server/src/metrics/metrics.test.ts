import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { defineJob } from '../jobs/job-queue';
import { freePort } from '../../test/free-port';
import { eventually, openDemoDesk, startTestApp, type TestApp } from '../../test/harness';
import { parseMetrics, valueOf, withoutValues } from './metrics-text.testkit';

const TOKEN = 'metrics-token-for-tests-0123456789';
const CUSTOMER_NUMBER = '5511987654321';
const CUSTOMER_TEXT = 'Meu cartão termina em 4242, segredo';

/** A queue no worker takes (backlog), and one whose single run always fails. */
const waitingJob = defineJob({
  name: 'metrics-test.waiting',
  schema: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 1,
});
const failingJob = defineJob({
  name: 'metrics-test.failing',
  schema: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 1,
});

describe('metrics', () => {
  let t: TestApp;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    t = await startTestApp({
      jobs: true,
      deps: { metricsToken: TOKEN, metricsPort, metricsHost: '127.0.0.1' },
    });
    await t.app.ready();
  }, 120_000);
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('opens the main port’s endpoint to the token’s bearer only', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual({
      error: 'ERR_UNAUTHORIZED',
      message: 'Token de métricas ausente ou inválido',
    });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.body).toContain('# TYPE atende_http_request_duration_seconds histogram');
  });

  it('serves them on METRICS_PORT too, where the token is asked as well', async () => {
    const url = `http://127.0.0.1:${metricsPort}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('atende_socket_connections');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });

  it('answers 404 on the main port unless a token is set; the port alone needs none', async () => {
    const closed = await buildApp({ ...t.deps, metricsToken: undefined, metricsPort: undefined });
    try {
      const res = await closed.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('ERR_NOT_FOUND');
    } finally {
      await closed.app.close();
    }
    const port = await freePort();
    const portOnly = await buildApp({
      ...t.deps,
      metricsToken: undefined,
      metricsPort: port,
      metricsHost: '127.0.0.1',
    });
    try {
      await portOnly.app.ready();
      expect((await portOnly.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(
        404,
      );
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
    } finally {
      await portOnly.app.close();
    }
  });

  it('times requests by route pattern, never by the URL with its ids', async () => {
    const desk = await openDemoDesk(t, { bot: false });
    await t.request('GET', '/tickets/987654', desk.admin.token);
    await t.request('GET', `/contacts?searchParam=${CUSTOMER_NUMBER}`, desk.admin.token);
    const text = await scrape();
    const count = (route: string, status: string) =>
      valueOf(text, 'atende_http_request_duration_seconds_count', {
        route,
        method: 'GET',
        status,
      });
    expect(count('/api/tickets/:id', '404')).toBe(1);
    expect(count('/api/contacts', '200')).toBe(1);
    expect(text).not.toContain('987654');
  });

  it('counts ingest and sends, and never shows a number or a text', async () => {
    const desk = await openDemoDesk(t, { bot: false });
    // the traffic counters are the process's: what other apps in this process counted stays
    const before = await scrape();
    const ingested = (text: string) =>
      valueOf(text, 'atende_ingest_events_total', { kind: 'message' }) -
      valueOf(before, 'atende_ingest_events_total', { kind: 'message' });
    const sends = (text: string, result: string) =>
      valueOf(text, 'atende_outbound_sends_total', { provider: 'sandbox', result }) -
      valueOf(before, 'atende_outbound_sends_total', { provider: 'sandbox', result });
    expect((await desk.customerSays(CUSTOMER_NUMBER, CUSTOMER_TEXT)).statusCode).toBe(200);
    const [ticket] = (
      await t.request('GET', `/tickets?searchParam=${CUSTOMER_NUMBER}`, desk.admin.token)
    ).json().tickets;
    await t.request('PUT', `/tickets/${ticket.id}`, desk.admin.token, { status: 'open' });
    const sent = await t.request('POST', `/messages/${ticket.id}`, desk.admin.token, {
      body: `Resposta para ${CUSTOMER_NUMBER}: ${CUSTOMER_TEXT}`,
    });
    expect(sent.statusCode).toBe(200);

    const text = await eventually(async () => {
      const now = await scrape();
      expect(sends(now, 'sent')).toBe(1);
      return now;
    });
    expect(ingested(text)).toBe(1);
    expect(sends(text, 'failed')).toBe(0);
    const namesAndLabels = withoutValues(text);
    for (const secret of [CUSTOMER_NUMBER, '4242', 'segredo', TOKEN]) {
      expect(namesAndLabels).not.toContain(secret);
    }
    for (const secret of ['segredo', TOKEN]) expect(text).not.toContain(secret);
  });

  it('shows channel sessions by status as the connections page lists them', async () => {
    const desk = await openDemoDesk(t);
    const connections: { status: string }[] = (
      await t.request('GET', '/whatsapp', desk.admin.token)
    ).json();
    const text = await scrape();
    const byStatus = new Map<string, number>();
    for (const c of connections) byStatus.set(c.status, (byStatus.get(c.status) ?? 0) + 1);
    for (const [status, count] of byStatus) {
      expect(valueOf(text, 'atende_channel_sessions', { status })).toBe(count);
    }
  });

  it('shows each queue’s backlog and failed jobs, and counts failed runs', async () => {
    const later = new Date(t.clock.now().getTime() + 3_600_000);
    await t.deps.jobs.send(waitingJob, {}, { startAfter: later });
    await t.deps.jobs.send(waitingJob, {}, { startAfter: later });
    await t.deps.jobs.work(failingJob, async () => {
      throw new Error('always fails');
    });
    await t.deps.jobs.send(failingJob, {});
    // one scrape reads the counters, then the queues: the run may end between the two reads
    const text = await eventually(async () => {
      const now = await scrape();
      const failed = { queue: failingJob.name, state: 'failed' };
      expect(valueOf(now, 'atende_job_queue_jobs', failed)).toBe(1);
      expect(valueOf(now, 'atende_job_failures_total', { queue: failingJob.name })).toBe(1);
      return now;
    });
    expect(
      valueOf(text, 'atende_job_queue_jobs', { queue: waitingJob.name, state: 'created' }),
    ).toBe(2);
  });

  it('shows open sockets and the database connections', async () => {
    const desk = await openDemoDesk(t);
    const socket = await t.connectSocket(desk.admin.token);
    expect(valueOf(await scrape(), 'atende_socket_connections')).toBe(1);
    socket.disconnect();
    await eventually(async () => {
      expect(valueOf(await scrape(), 'atende_socket_connections')).toBe(0);
    });
    const text = await scrape();
    if (t.deps.dbKind === 'pglite') {
      // the embedded database is one connection, always open
      expect(valueOf(text, 'atende_db_pool_max')).toBe(1);
      expect(valueOf(text, 'atende_db_pool_connections', { state: 'total' })).toBe(1);
      // and its backups are this process's to report
      expect(parseMetrics(text).filter((s) => s.name.startsWith('atende_backup_'))).toEqual([
        expect.objectContaining({ name: 'atende_backup_last_success_timestamp_seconds' }),
        expect.objectContaining({ name: 'atende_backup_failures_total' }),
      ]);
    } else {
      expect(valueOf(text, 'atende_db_pool_max')).toBe(20);
      expect(valueOf(text, 'atende_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(valueOf(text, 'atende_db_pool_connections', { state: 'waiting' })).toBe(0);
      expect(text).not.toContain('atende_backup_');
    }
    expect(parseMetrics(text).every((s) => Number.isFinite(s.value))).toBe(true);
  });
});
