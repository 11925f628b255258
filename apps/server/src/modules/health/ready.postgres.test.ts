import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { DEMO_LOGINS, startTestApp, type TestApp } from '../../../test/harness';
import { startTcpProxy } from '../../../test/tcp-proxy';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const UNAVAILABLE = {
  error: 'ERR_SERVICE_UNAVAILABLE',
  message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
};

/**
 * The app reaches PostgreSQL through a relay the test cuts and restores: readiness and the API
 * answer 503 while the database is away and recover by themselves once it is back.
 */
describe('readiness and the API while the database is away', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let proxied: Database;
  let app: FastifyInstance;
  let token: string;
  let tagsBefore: unknown;

  beforeAll(async () => {
    t = await startTestApp();
    const url = new URL(t.database.url!);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    // the pool reports connections dropped while idle; nothing else to do about them here
    proxied = await openDatabase({ url: url.toString(), poolSize: 4, onIdleError: () => {} });
    ({ app } = await buildApp({ ...t.deps, db: proxied.db, metricsToken: METRICS_TOKEN }));
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
    });
    expect(login.statusCode).toBe(200);
    token = login.json().token;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await t?.close();
  });

  const get = (url: string, bearer = token) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });

  it('is ready, and lists, while the database answers', async () => {
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'postgres' });
    const tags = await get('/api/tags');
    expect(tags.statusCode).toBe(200);
    tagsBefore = tags.json();
  });

  it('answers 503 with a JSON error while the database is away', async () => {
    await proxy.cut();
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      error: 'ERR_SERVICE_UNAVAILABLE',
      message: 'Banco de dados indisponível',
    });
    const list = await get('/api/tags');
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual(UNAVAILABLE);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_LOGINS.admin.email, password: DEMO_LOGINS.admin.password },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual(UNAVAILABLE);
    const metrics = await get('/api/metrics', METRICS_TOKEN);
    expect(metrics.statusCode).toBe(503);
    // the process itself is alive
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('recovers by itself once the database is back', async () => {
    await proxy.restore();
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'postgres' });
    const list = await get('/api/tags');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(tagsBefore);
    expect((await get('/api/metrics', METRICS_TOKEN)).statusCode).toBe(200);
  });
});
