import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { REFRESH_COOKIE } from '@atende/shared';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import type { BaileysDeps } from '../src/channels/baileys/baileys-adapter';
import type { ChannelOptions } from '../src/channels/registry';
import type { Clock } from '../src/context';
import { DEMO_LOGINS, seedFirstStart } from '../src/db/seed';
import { createLoginThrottle } from '../src/modules/auth/login-throttle';
import { passwordSettings } from '../src/modules/auth/password';
import { createTokenService } from '../src/modules/auth/tokens';
import { createSandboxProvider } from '../src/modules/payments/sandbox-provider';
import type { PromptEngineOptions } from '../src/modules/prompts/prompt-engine';
import { createRuntime } from '../src/runtime';
import { fakeBaileys } from './fake-baileys';
import { openTestDatabase } from './test-database';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';

// the lowest cost a hash may name: each test app's seed hashes three passwords and the suites
// sign in hundreds of times; the production cost is password.test.ts's business
// (docs/decisions/0131)
passwordSettings.cost = 1024;

export const SUPER_LOGIN = { email: 'root@atende.test', password: 'Root12345' };
export { DEMO_LOGINS };

/** A clock tests can move forward. */
export function testClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Session {
  token: string;
  refreshCookie: string;
  user: { id: number; companyId: number; [k: string]: unknown };
}

/**
 * The real app on a fresh database, seeded like a first start, reached over app.inject.
 * `jobs: true` also starts the job queue and its workers (message sends need it);
 * `workers: false` leaves the workers to `runtime.startWorkers()`.
 */
export async function startTestApp(
  opts: {
    clock?: Clock;
    webDist?: string;
    jobs?: boolean;
    workers?: boolean;
    maintenanceIntervalSeconds?: number;
    retryDelaySeconds?: number;
    /** The app's and the workers' log (default silent): tests of what operators read. */
    log?: FastifyBaseLogger;
    cloudApiBaseUrl?: string;
    /** The Graph API's time limits and the re-checks' timers (cloud-api-adapter.ts). */
    cloudApi?: ChannelOptions['cloudApi'];
    /** Webhooks may target the test's receivers on 127.0.0.1 (WEBHOOKS_ALLOW_PRIVATE). */
    webhooksAllowPrivate?: boolean;
    /** The simulated phone's ceiling of sends per second and connection. */
    sandboxMaxSendsPerSecond?: number;
    /** Baileys' socket, downloads and timers replaced (test/fake-baileys.ts). */
    baileys?: Partial<BaileysDeps>;
    deps?: Partial<AppDeps>;
    /** The AI prompts' services: local fakes (modules/prompts). */
    ai?: Partial<PromptEngineOptions>;
  } = {},
) {
  const database = await openTestDatabase();
  const clock = opts.clock ?? testClock();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atende-test-'));
  const runtime = await createRuntime(database, {
    dataDir,
    clock,
    log: opts.log ?? pino({ level: 'silent' }),
    jobs: !!opts.jobs,
    workers: !!opts.jobs && opts.workers !== false,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds,
    retryDelaySeconds: opts.retryDelaySeconds,
    cloudApiBaseUrl: opts.cloudApiBaseUrl,
    cloudApi: opts.cloudApi,
    webhooksAllowPrivate: opts.webhooksAllowPrivate,
    sandboxMaxSendsPerSecond: opts.sandboxMaxSendsPerSecond,
    // no test opens a connection to WhatsApp: Baileys' socket is the fake unless given
    baileys: { socketFactory: fakeBaileys().factory, ...opts.baileys },
    ai: opts.ai,
  });
  await seedFirstStart(database.db, {
    adminEmail: SUPER_LOGIN.email,
    adminPassword: SUPER_LOGIN.password,
    demo: true,
    now: clock.now(),
  });
  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    tokens: createTokenService(randomBytes(32).toString('hex')),
    throttle: createLoginThrottle({
      windowMs: 15 * 60_000,
      perAddress: 1000,
      perAccountAddress: 5,
      perAccount: 10,
    }),
    events: runtime.events,
    jobs: runtime.jobs,
    channels: runtime.channels,
    media: runtime.media,
    secrets: runtime.secrets,
    payments: createSandboxProvider(),
    clock,
    webDist: opts.webDist,
    secureCookies: false,
    signupsPerHour: 1000,
    webhooksAllowPrivate: opts.webhooksAllowPrivate,
    ...opts.deps,
  };
  const { app } = await buildApp(deps, opts.log);
  let baseUrl: string | undefined;

  const request = (method: Method, url: string, token?: string, body?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });

  const login = async (email: string, password: string): Promise<Session> => {
    const res = await request('POST', '/auth/login', undefined, { email, password });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.body}`);
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
    return { token: res.json().token, user: res.json().user, refreshCookie: cookie!.value };
  };

  /** Signs up a new company through the public endpoint and logs its admin in. */
  const signupCompany = async (name: string) => {
    const email = `admin@${name.toLowerCase().replace(/\W+/g, '')}.test`;
    const plans = (await request('GET', '/plans/list')).json();
    const res = await request('POST', '/companies/cadastro', undefined, {
      name,
      email,
      phone: '(11) 98888-7777',
      password: 'Secret123',
      planId: plans[0].id,
    });
    if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
    const admin = await login(email, 'Secret123');
    return { company: admin.user.company as { id: number; [k: string]: unknown }, admin };
  };

  /** Listens on a free loopback port (needed for sockets) and returns its address. */
  const listen = async () => {
    if (!baseUrl) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    }
    return baseUrl;
  };

  const sockets: Socket[] = [];
  const connectSocket = async (token: string) => {
    const socket = connect(await listen(), {
      query: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (err) => reject(err));
    });
    return socket;
  };

  return {
    app,
    deps,
    database,
    runtime,
    clock,
    request,
    login,
    signupCompany,
    listen,
    connectSocket,
    async close() {
      for (const s of sockets) s.disconnect();
      await app.close();
      await runtime.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;

/** Collects the events a socket receives on one channel. */
export function record(socket: Socket, channel: string) {
  const received: unknown[] = [];
  socket.on(channel, (payload: unknown) => received.push(payload));
  return received;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Retries `check` until it passes: jobs and simulated acks run in the background. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() - start > timeoutMs) throw err;
      await sleep(150);
    }
  }
}

/**
 * For tests about something other than the chatbot: the demo connection loses its queues and
 * greeting, so the bot hands each new conversation to a person without a word.
 */
export async function quietDemoBot(t: TestApp, token: string, connectionId: number) {
  const res = await t.request('PUT', `/whatsapp/${connectionId}`, token, {
    queueIds: [],
    greetingMessage: '',
  });
  if (res.statusCode !== 200) throw new Error(`quieting the bot failed: ${res.body}`);
}

/**
 * The demo company as conversation tests use it: its admin and agent signed in, its simulated
 * phone, its two queues, and a way to write as a customer. `bot: false` quiets the chatbot.
 */
export async function openDemoDesk(t: TestApp, opts: { bot?: boolean } = {}) {
  const admin = await t.login(DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
  const agent = await t.login(DEMO_LOGINS.agent.email, DEMO_LOGINS.agent.password);
  const connections = (await t.request('GET', '/whatsapp', admin.token)).json();
  const connectionId: number = connections.find(
    (c: { provider: string }) => c.provider === 'sandbox',
  ).id;
  const queues: { id: number; name: string }[] = (
    await t.request('GET', '/queue', admin.token)
  ).json();
  const queueId = (name: string) => queues.find((q) => q.name === name)!.id;
  if (opts.bot === false) await quietDemoBot(t, admin.token, connectionId);
  const customerSays = (
    number: string,
    body: string,
    extra: { name?: string; externalId?: string } = {},
  ) =>
    t.request('POST', `/sandbox/${connectionId}/messages`, admin.token, {
      number,
      name: extra.name ?? 'Cliente Teste',
      body,
      externalId: extra.externalId,
    });
  return {
    admin,
    agent,
    connectionId,
    atendimento: queueId('Atendimento'),
    financeiro: queueId('Financeiro'),
    customerSays,
  };
}
