import { companyChannel } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { Socket } from 'socket.io-client';
import { io as connect } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, eventually, record, startTestApp, type TestApp } from '../../test/harness';
import { createEventBus } from '../events';
import { buildRoleApp } from '../role-app';

/**
 * The sides of ROLE=api and ROLE=worker in one test process, on one PostgreSQL database:
 * they meet only through the socket.io adapter, as two processes would. PostgreSQL only.
 */
describe('an api process and a worker process on one PostgreSQL database', () => {
  let t: TestApp;
  let api: FastifyInstance;
  let worker: FastifyInstance;
  let apiUrl = '';
  const workerEvents = createEventBus();
  const sockets: Socket[] = [];
  const log = pino({ level: 'silent' });
  const WORKER_METRICS_TOKEN = 'metrics-token-of-the-worker-process';

  beforeAll(async () => {
    t = await startTestApp();
    const url = t.database.url!;
    ({ app: api } = await buildRoleApp({ api: true, work: false }, t.deps, url, log));
    await api.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    // the worker's own event bus: what its jobs and sessions raise never touches the api's
    ({ app: worker } = await buildRoleApp(
      { api: false, work: true },
      { ...t.deps, events: workerEvents, metricsToken: WORKER_METRICS_TOKEN },
      url,
      log,
    ));
  }, 60_000);
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await worker?.close();
    await api?.close();
    await t?.close();
  });

  const connectToApi = async (token: string) => {
    const socket = connect(apiUrl, {
      query: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };

  it("the worker's port answers the health routes and the metrics only", async () => {
    expect((await worker.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await worker.inject({ url: '/api/ready' })).json()).toEqual({
      status: 'ready',
      database: 'postgres',
    });
    const metrics = await worker.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${WORKER_METRICS_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('atende_channel_sessions');
    const tickets = await worker.inject({ url: '/api/tickets' });
    expect(tickets.statusCode).toBe(404);
    expect(tickets.json()).toMatchObject({ error: 'ERR_NOT_FOUND' });
  });

  it('an event raised in the worker reaches a browser connected to the api', async () => {
    const admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const socket = await connectToApi(admin.token);
    const heard = record(socket, companyChannel(admin.user.companyId, 'tag'));
    await eventually(() => {
      workerEvents.emit({ type: 'tag.deleted', companyId: admin.user.companyId, tagId: 4242 });
      expect(heard).toContainEqual({ action: 'delete', tagId: 4242 });
    }, 30_000);
  });

  it("a session ended in the worker disconnects the user's socket on the api", async () => {
    const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
    const socket = await connectToApi(agent.token);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    // the worker finds the user's sockets through the adapter and cuts them on the api
    workerEvents.emit({
      type: 'auth.sessionEnded',
      companyId: agent.user.companyId,
      userId: agent.user.id,
    });
    expect(await closed).toBe('io server disconnect');
  });
});
