import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { registerBackupMetrics } from '../backup/backup-metrics';
import type { Db } from '../db/client';
import { countJobsByState, countSessionsByStatus } from './metrics.repo';
import { trafficSnapshot } from './traffic-counters';

/** The label of a request no route matched: its raw URL could carry ids or numbers. */
const UNMATCHED_ROUTE = 'unmatched';

export interface AppMetrics {
  registry: Registry;
  /** The socket server's live connection count, known once it is built. */
  countSocketsWith(read: () => number): void;
}

/**
 * One private registry per app (tests build many apps in one process; the global registry
 * would refuse the second). Everything but the request histogram is read at scrape time.
 * Labels are only route patterns, methods, statuses, queue and provider names.
 */
export function createAppMetrics(app: FastifyInstance, db: Db): AppMetrics {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Histogram({
    name: 'atende_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', async (req, reply) => {
    requests.observe(
      {
        route: req.routeOptions.url ?? UNMATCHED_ROUTE,
        method: req.method,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  let socketCount = () => 0;
  new Gauge({
    name: 'atende_socket_connections',
    help: 'Realtime (socket.io) connections open on this process',
    registers,
    collect() {
      this.set(socketCount());
    },
  });

  new Counter({
    name: 'atende_ingest_events_total',
    help: 'Inbound channel events ingested by this process, by kind',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      this.reset();
      for (const { kind, count } of trafficSnapshot().ingested) this.inc({ kind }, count);
    },
  });
  new Counter({
    name: 'atende_outbound_sends_total',
    help: 'Sends handed to a channel provider by this process, by provider and result',
    labelNames: ['provider', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const { provider, result, count } of trafficSnapshot().sent) {
        this.inc({ provider, result }, count);
      }
    },
  });
  new Counter({
    name: 'atende_job_failures_total',
    help: 'Job runs that threw in this process, by queue',
    labelNames: ['queue'] as const,
    registers,
    collect() {
      this.reset();
      for (const { queue, count } of trafficSnapshot().jobFailures) this.inc({ queue }, count);
    },
  });

  new Gauge({
    name: 'atende_job_queue_jobs',
    help: 'Jobs in the queue table by queue and state (created and retry are the backlog)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { queue, state, count } of await countJobsByState(db)) {
        this.set({ queue, state }, count);
      }
    },
  });

  new Gauge({
    name: 'atende_channel_sessions',
    help: 'Connections by session status, across every company',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { status, count } of await countSessionsByStatus(db)) this.set({ status }, count);
    },
  });

  const pool = poolOf(db);
  registerPoolGauges(registry, pool);
  if (!pool) registerBackupMetrics(registry); // PostgreSQL's backups are not this process's

  return {
    registry,
    countSocketsWith(read) {
      socketCount = read;
    },
  };
}

/**
 * The PostgreSQL pool's connections by state and its size. Embedded PGlite has one connection,
 * always open and never queued for: only its size (1) and total are reported.
 */
function registerPoolGauges(registry: Registry, pool: pg.Pool | undefined) {
  new Gauge({
    name: 'atende_db_pool_max',
    help: 'Most database connections this process may open',
    registers: [registry],
    collect() {
      this.set(pool ? (pool.options.max ?? 10) : 1);
    },
  });
  new Gauge({
    name: 'atende_db_pool_connections',
    help: 'Database connections of this process: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) {
        this.set({ state: 'total' }, 1);
        return;
      }
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

/** The PostgreSQL pool under the query builder; undefined on the embedded database. */
function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}
