import { EventEmitter } from 'node:events';
import type { ErrorCode } from '@atende/shared';
import pg from 'pg';

/** What travels between processes about Baileys sessions. */
export type SessionMessage =
  /** A session command received by a process that does not run the session. */
  | {
      kind: 'command';
      connectionId: number;
      companyId: number;
      action: 'start' | 'logout' | 'stop' | 'pair';
      pairingNumber?: string;
    }
  /** A socket operation (owner-calls.ts) and its answer. */
  | {
      kind: 'call';
      connectionId: number;
      companyId: number;
      requestId: string;
      method: string;
      args: unknown[];
    }
  | {
      kind: 'reply';
      requestId: string;
      result?: unknown;
      error?: { message: string; retryable: boolean; code?: ErrorCode };
    };

/**
 * Who holds each connection's live session, across every server process sharing the
 * database, and the line to reach the holder with a command.
 */
export interface SessionLocks {
  /** True when this process holds the connection's lock (it may already have held it). */
  tryAcquire(connectionId: number): Promise<boolean>;
  release(connectionId: number): Promise<void>;
  /** Tells every process (the holder of a lock among them). */
  send(message: SessionMessage): Promise<void>;
  onMessage(handler: (message: SessionMessage) => void): void;
  /** The locks were lost (the dedicated connection ended): every session must stop. */
  onLost(handler: () => void): void;
  close(): Promise<void>;
}

/** The first key of the two-key advisory locks: Baileys sessions (the second is the id). */
const LOCK_SPACE = 7_231_002;
const CHANNEL = 'atende_baileys_sessions';
/**
 * A process that dies frees its locks as soon as PostgreSQL sees its connection close; a host
 * that vanishes (power, network) sends no close, so the server probes the silent connection and
 * ends it after about 10 + 5 × 3 = 25 s, and the session is taken over by the next watch.
 */
const SERVER_KEEPALIVE = [
  'set tcp_keepalives_idle = 10',
  'set tcp_keepalives_interval = 5',
  'set tcp_keepalives_count = 3',
];

/**
 * PostgreSQL: session-level advisory locks held on one dedicated connection (not the pool),
 * so they last as long as this process and vanish with it; commands travel by NOTIFY.
 */
export function postgresSessionLocks(url: string, log: (err: unknown) => void): SessionLocks {
  let client: Promise<pg.Client> | undefined;
  const held = new Set<number>();
  const commandHandlers: ((c: SessionMessage) => void)[] = [];
  const lostHandlers: (() => void)[] = [];

  const lost = (c: pg.Client) => {
    if (!client) return;
    client = undefined;
    held.clear();
    c.end().catch(() => {});
    for (const h of lostHandlers) h();
  };
  const connect = () => {
    client ??= (async () => {
      // client-side keepalive too: a server gone silent ends this connection, so onLost stops
      // the sessions here before another process (seeing the locks free) opens them again
      const c = new pg.Client({ connectionString: url, keepAlive: true });
      c.on('error', (err) => {
        log(err);
        lost(c);
      });
      c.on('end', () => lost(c));
      c.on('notification', (n) => {
        try {
          const message = JSON.parse(n.payload ?? '') as SessionMessage;
          for (const h of commandHandlers) h(message);
        } catch (err) {
          log(err);
        }
      });
      await c.connect();
      for (const statement of SERVER_KEEPALIVE) await c.query(statement);
      await c.query(`listen ${CHANNEL}`);
      return c;
    })().catch((err: unknown) => {
      client = undefined;
      throw err;
    });
    return client;
  };

  return {
    async tryAcquire(id) {
      if (held.has(id)) return true;
      const c = await connect();
      const res = await c.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        LOCK_SPACE,
        id,
      ]);
      if (res.rows[0]?.ok) held.add(id);
      return held.has(id);
    },
    async release(id) {
      if (!held.delete(id) || !client) return;
      const c = await client;
      await c.query('select pg_advisory_unlock($1, $2)', [LOCK_SPACE, id]);
    },
    async send(message) {
      const c = await connect();
      await c.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
    },
    onMessage: (h) => void commandHandlers.push(h),
    onLost: (h) => void lostHandlers.push(h),
    async close() {
      const current = client;
      client = undefined;
      held.clear();
      if (current) await (await current).end().catch(() => {});
    },
  };
}

/**
 * ROLE=api: this process never runs a session. Every command and socket operation travels to
 * the owner (a worker) through `locks`; a lock is never taken here.
 */
export function neverOwning(locks: SessionLocks): SessionLocks {
  return { ...locks, tryAcquire: async () => false, release: async () => {} };
}

/** Holders and command lines of the in-process locks, per embedded database. */
const inProcess = new WeakMap<object, { owners: Map<number, symbol>; bus: EventEmitter }>();

/**
 * The embedded database (PGlite) serves one process only: the locks live in that process,
 * shared by every adapter opened on the same database.
 */
export function inProcessSessionLocks(database: object): SessionLocks {
  let shared = inProcess.get(database);
  if (!shared) {
    shared = { owners: new Map(), bus: new EventEmitter() };
    inProcess.set(database, shared);
  }
  const { owners, bus } = shared;
  const me = Symbol('session-locks');
  const listeners: ((c: SessionMessage) => void)[] = [];
  return {
    async tryAcquire(id) {
      const owner = owners.get(id);
      if (owner && owner !== me) return false;
      owners.set(id, me);
      return true;
    },
    async release(id) {
      if (owners.get(id) === me) owners.delete(id);
    },
    async send(message) {
      // as over the network: the receiver gets its own copy, a moment later
      const copy = JSON.parse(JSON.stringify(message)) as SessionMessage;
      setImmediate(() => bus.emit('message', copy));
    },
    onMessage(h) {
      listeners.push(h);
      bus.on('message', h);
    },
    onLost: () => {},
    async close() {
      for (const [id, owner] of owners) if (owner === me) owners.delete(id);
      for (const h of listeners) bus.off('message', h);
    },
  };
}
