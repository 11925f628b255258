import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import { freePort } from '../apps/server/test/free-port';
import { http, summarize } from './load';
import { cpuMs, machineCpuMs, postgresCpuMs, rssMb } from './proc';
import { machine, table } from './report';
import { seedFanout, type FanoutCompany } from './fanout-seed';
import { startEnv } from './server';

/**
 * Fan-out: 1,000 agent sockets across 100 companies while customer messages come in at 100 a
 * second through the sandbox channel. Each message's latency runs from the moment its POST
 * leaves to the moment each of its company's sockets receives it, and from the moment the
 * server had it (stored, or received by the baseline); beside it, in the same run,
 * a bare socket.io server (bare-broadcast.ts) posted and broadcasting the same payloads to the
 * same rooms. Every socket counts the frames of another company it receives (must be 0).
 * `npm run bench:fanout > fanout.md`; knobs: BENCH_FANOUT_COMPANIES (100), _AGENTS (10),
 * _RATE (100 a second), _SECONDS (20), _WARMUP_SECONDS (5: the same rate to ten other
 * companies first, half from new customers, so the figures are those of a server whose code
 * the JIT has compiled on both paths; the cold server's own figure is logged),
 * _NEW_CUSTOMERS (1: every message from a new customer).
 */
const COMPANIES = Number(process.env.BENCH_FANOUT_COMPANIES ?? 100);
const AGENTS = Number(process.env.BENCH_FANOUT_AGENTS ?? 10);
const RATE = Number(process.env.BENCH_FANOUT_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_FANOUT_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_FANOUT_WARMUP_SECONDS ?? 5);
const WARMUP_COMPANIES = WARMUP_SECONDS > 0 ? 10 : 0;
/** 1: every message from a new customer (a new contact and ticket each), to price that path. */
const NEW_CUSTOMERS = process.env.BENCH_FANOUT_NEW_CUSTOMERS === '1';
const JWT_SECRET = 'fan-out bench secret, for this run only!';
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type AppMessage = { action?: string; message?: { body?: string; updatedAt?: string } };

interface Listeners {
  sockets: Socket[];
  /** Delivery latencies in ms, one per message and receiving socket. */
  latencies: number[];
  /** When each of those messages left (performance.now()), in the same order. */
  sentTimes: number[];
  /**
   * From the moment the server had the event (the stored message's `updatedAt`, the database's
   * clock at the insert; the bare server's clock on receipt) to the frame: same machine, one
   * wall clock, millisecond stamps.
   */
  fromIngest: number[];
  crossCompanyFrames: number;
  /** One payload as the real server sends it, for the baseline to send the same. */
  sample?: AppMessage;
}

/** Connects one socket per (company, agent), 50 at a time; every frame is checked and timed. */
async function listen(
  base: string,
  companies: FanoutCompany[],
  query: (c: FanoutCompany, agent: number) => Record<string, string>,
  sentAt: Map<string, number>,
): Promise<Listeners> {
  const out: Listeners = {
    sockets: [],
    latencies: [],
    sentTimes: [],
    fromIngest: [],
    crossCompanyFrames: 0,
  };
  const plan = companies.flatMap((c) => c.tokens.map((_, agent) => ({ c, agent })));
  for (let i = 0; i < plan.length; i += 50) {
    await Promise.all(
      plan.slice(i, i + 50).map(
        ({ c, agent }) =>
          new Promise<void>((resolve, reject) => {
            const socket = connect(base, {
              transports: ['websocket'],
              query: query(c, agent),
              forceNew: true,
              reconnection: false,
            });
            socket.onAny((event: string, payload: AppMessage) => {
              const owner = /^company-(\d+)-/.exec(event)?.[1];
              if (owner !== undefined && Number(owner) !== c.companyId) out.crossCompanyFrames++;
              if (!event.endsWith('-appMessage') || payload.action !== 'create') return;
              const started = sentAt.get(payload.message?.body ?? '');
              if (started === undefined) return;
              out.latencies.push(performance.now() - started);
              out.sentTimes.push(started);
              const stored = Date.parse(payload.message?.updatedAt ?? '');
              if (!Number.isNaN(stored)) {
                out.fromIngest.push(performance.timeOrigin + performance.now() - stored);
              }
              out.sample ??= payload;
            });
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
            out.sockets.push(socket);
          }),
      ),
    );
  }
  return out;
}

/** `total` calls of `send`, started at `perSecond` a second whatever their answers take. */
async function paced(total: number, perSecond: number, send: (i: number) => Promise<unknown>) {
  const t0 = performance.now();
  const pending: Promise<unknown>[] = [];
  let failed = 0;
  for (let i = 0; i < total; i++) {
    const wait = t0 + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(send(i).catch((err: Error) => (failed++ === 0 ? log(err.message) : undefined)));
  }
  await Promise.all(pending);
  return failed;
}

/** Waits until every delivery came in, or 15 s after the last message left. */
async function drained(l: Listeners, expected: number) {
  const until = Date.now() + 15_000;
  while (l.latencies.length < expected && Date.now() < until) await sleep(100);
}

/** One scenario: sockets connected, `total` messages paced, every delivery timed. */
async function scenario(
  name: string,
  base: string,
  companies: FanoutCompany[],
  query: (c: FanoutCompany, agent: number) => Record<string, string>,
  post: (c: FanoutCompany, i: number, body: string) => Promise<unknown>,
  onIdle?: () => void,
  serverPid?: number,
  seconds = SECONDS,
) {
  const sentAt = new Map<string, number>();
  const l = await listen(base, companies, query, sentAt);
  await sleep(3000);
  onIdle?.();
  const total = RATE * seconds;
  const t0 = performance.now();
  const cpu0 = {
    server: cpuMs(serverPid ?? process.pid),
    pg: postgresCpuMs(),
    box: machineCpuMs(),
  };
  const answered: number[] = [];
  const failed = await paced(total, RATE, async (i) => {
    const body = `fan-out #${i}`;
    const started = performance.now();
    sentAt.set(body, started);
    await post(companies[i % companies.length], i, body);
    answered.push(performance.now() - started);
  });
  await drained(l, total * AGENTS);
  const box = machineCpuMs();
  // CPU per message over the sending and its deliveries (the baseline's server is not watched)
  const cpu = {
    server: (cpuMs(serverPid ?? process.pid) - cpu0.server) / total,
    pg: (postgresCpuMs() - cpu0.pg) / total,
    busy: (box.busy - cpu0.box.busy) / (box.total - cpu0.box.total),
  };
  for (const s of l.sockets) s.close();
  const wall = (performance.now() - t0) / 1000;
  const stats = summarize(name, l.latencies, wall);
  const posts = summarize(`${name}: POST answered`, answered, wall);
  log(`${name}: ${l.latencies.length}/${total * AGENTS} deliveries, ${failed} failed posts`);
  const fromIngest = summarize(`${name}: from ingest`, l.fromIngest, wall);
  return { l, stats, posts, fromIngest, failed, cpu, worst: worstSeconds(l, t0) };
}

/** The three seconds of sending whose deliveries had the highest p95: where the tail sits. */
function worstSeconds(l: Listeners, t0: number) {
  const bySecond = new Map<number, number[]>();
  l.latencies.forEach((ms, i) => {
    const second = Math.floor((l.sentTimes[i]! - t0) / 1000);
    const list = bySecond.get(second) ?? [];
    list.push(ms);
    bySecond.set(second, list);
  });
  const seconds = [...bySecond].map(([second, ms]) => ({ second, p95: summarize('', ms, 1).p95 }));
  // BENCH_FANOUT_TIMELINE=1: every second's p95 on stderr, to see where the tail builds up
  if (process.env.BENCH_FANOUT_TIMELINE) {
    log(seconds.map((w) => `+${w.second} s: ${w.p95.toFixed(0)}`).join(', '));
  }
  return seconds
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, 3)
    .map((w) => `+${w.second} s: p95 ${w.p95.toFixed(1)} ms`)
    .join('; ');
}

async function startBare(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-broadcast.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function main() {
  process.env.JWT_SECRET = JWT_SECRET;
  // the production build: the RSS goal is the deployed server's (tsx's loader adds ~70 MB)
  const env = await startEnv('Bench-Fanout-1', { compiled: true });
  const bare = await startBare();
  try {
    const seeded = await seedFanout(env.url, JWT_SECRET, {
      companies: COMPANIES + WARMUP_COMPANIES,
      agents: AGENTS,
    });
    const companies = seeded.slice(0, COMPANIES);
    log(`${seeded.length} companies, ${seeded.length * AGENTS} agents seeded`);
    const clients = new Map(seeded.map((c) => [c.companyId, http(env.base, () => c.tokens[0])]));
    const agentOf = (c: FanoutCompany, agent: number) => ({ token: c.tokens[agent]! });
    // by default each company's messages come from one customer (i runs through the companies
    // in turn, so i % 20 is the same for every message of one company): the first opens the
    // ticket, the others follow on it
    const customer = (i: number) => (NEW_CUSTOMERS ? i : i % 20);
    const says = (who: (i: number) => number) => (c: FanoutCompany, i: number, body: string) =>
      clients.get(c.companyId)!('POST', `/sandbox/${c.whatsappId}/messages`, {
        number: `5511${String(c.companyId).padStart(4, '0')}${String(who(i)).padStart(4, '0')}`,
        name: `Cliente ${who(i)}`,
        body,
      });
    const customerSays = says(customer);
    // the warm-up runs both paths a server that has been up a while has run: every other
    // message from a new customer (contact, ticket, cycle, bot's first turn, picture lookup),
    // the others following on a ticket already open. Only follow-ups left the first-message
    // path cold, and the measured run's first second paid for its compilation.
    const warmUpSays = says((i) => (i % 2 === 0 ? i + 2 : 1));
    let cold: Run['stats'] | undefined;
    if (WARMUP_COMPANIES > 0) {
      // other companies, so the measured ones still get their first customers in the run
      const warm = await scenario(
        'warm-up',
        env.base,
        seeded.slice(COMPANIES),
        agentOf,
        warmUpSays,
        undefined,
        env.pid,
        WARMUP_SECONDS,
      );
      log(`warm-up: ${WARMUP_SECONDS} s, delivery p95 ${warm.stats.p95.toFixed(1)} ms`);
      cold = warm.stats;
    }
    const rss = { before: rssMb(env.pid), idle: 0, after: 0 };
    const real = await scenario(
      'ingest → agent sockets (real server)',
      env.base,
      companies,
      agentOf,
      customerSays,
      () => (rss.idle = rssMb(env.pid)),
      env.pid,
    );
    rss.after = rssMb(env.pid);

    const sample = real.l.sample ?? {};
    const bareClient = http(bare.base, () => '');
    const baseline = await scenario(
      'POST → sockets (bare socket.io)',
      bare.base,
      companies,
      (c) => ({ companyId: String(c.companyId) }),
      (c, _i, body) =>
        bareClient('POST', '/emit', {
          companyId: c.companyId,
          payload: { ...sample, message: { ...sample.message, body } },
        }),
    );
    report(real, baseline, rss, cold);
  } finally {
    bare.stop();
    await env.stop();
  }
}

type Run = Awaited<ReturnType<typeof scenario>>;

function report(
  real: Run,
  bare: Run,
  rss: { before: number; idle: number; after: number },
  cold?: Run['stats'],
) {
  const ratio = real.stats.p95 / bare.stats.p95;
  const ingestRatio = real.fromIngest.p95 / bare.fromIngest.p95;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const sockets = COMPANIES * AGENTS;
  process.stdout.write(
    [
      `### Fan-out: ${sockets} agent sockets in ${COMPANIES} companies, ${RATE} messages/s for ${SECONDS} s`,
      '',
      `Machine: ${machine()}. Latency from a message's POST to each receiving socket (ms).${WARMUP_COMPANIES ? ` The server first ran the same rate for ${WARMUP_SECONDS} s to ${WARMUP_COMPANIES} other companies, half of it from new customers (a warm JIT on both paths); the measured companies still get their first customers in the run.` : ''}`,
      '',
      table([real.stats, real.fromIngest, real.posts, bare.stats, bare.fromIngest, bare.posts]),
      '',
      '| measure | figure | goal |',
      '|---|---:|---|',
      `| p95, real server | ${real.stats.p95.toFixed(1)} ms | ≤ 50 ms: ${met(real.stats.p95 <= 50)} |`,
      `| p95 against the bare broadcast | ${ratio.toFixed(2)}× | ≤ 2×: ${met(ratio <= 2)} |`,
      `| p95 from ingest (stored → socket) | ${real.fromIngest.p95.toFixed(1)} ms | ≤ 50 ms: ${met(real.fromIngest.p95 <= 50)} |`,
      `| p95 from ingest against the bare broadcast's (received → socket) | ${ingestRatio.toFixed(2)}× | ≤ 2×: ${met(ingestRatio <= 2)} |`,
      `| deliveries, real server | ${real.l.latencies.length} of ${RATE * SECONDS * AGENTS} (${real.failed} posts failed) | all |`,
      `| frames of another company received | ${real.l.crossCompanyFrames} | 0: ${met(real.l.crossCompanyFrames === 0)} |`,
      `| worst seconds of sending, real server | ${real.worst} | — |`,
      ...(cold
        ? [
            `| p50 / p95 of the cold server (the warm-up) | ${cold.p50.toFixed(1)} / ${cold.p95.toFixed(1)} ms | — |`,
          ]
        : []),
      `| CPU per message, real server: server / PostgreSQL (machine busy) | ${real.cpu.server.toFixed(2)} / ${real.cpu.pg.toFixed(2)} ms (${(real.cpu.busy * 100).toFixed(0)} % of ${os.cpus().length} cores) | — |`,
      `| server RSS: before sockets / ${sockets} idle sockets / after the run | ${rss.before.toFixed(0)} / ${rss.idle.toFixed(0)} / ${rss.after.toFixed(0)} MB | idle ≤ 300 MB: ${met(rss.idle <= 300)} |`,
      '',
    ].join('\n'),
  );
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
