import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { batchPublications, type PubSubClient } from './batched-publish';
import { ATTACHMENTS_TABLE, ensureAttachmentsTable } from './cluster-adapter.repo';
import type { SocketServer } from './socket-server';

type AdapterLog = { warn: (o: object, m: string) => void };

/** The adapter's hook every emit, join, leave and disconnect goes through (socket.io-adapter). */
interface Publisher {
  publishAndReturnOffset(message: object): Promise<string>;
}

/**
 * socket.io's cluster adapter waits for the NOTIFY to be written before it delivers to the
 * sockets of its own process: every local emit, join or leave took a database round trip, one
 * after another on the publishing connection (a p95 of seconds under 100 messages a second).
 * Here the publication starts and the local delivery goes on at once. Order still holds: the
 * local side runs in the order of the calls, and the one publishing connection sends the
 * NOTIFYs in that same order. A failed publication is logged; the local sockets have their
 * frame either way.
 */
function deliverLocallyFirst(adapter: Publisher, onError: (err: Error) => void) {
  const publish = adapter.publishAndReturnOffset.bind(adapter);
  adapter.publishAndReturnOffset = (message) => {
    publish(message).catch(onError);
    // no offset: the adapter supports no connection state recovery
    return Promise.resolve('');
  };
}

/** Settles never: for a caller that would otherwise retry on a timer. */
const never = () => new Promise<never>(() => {});

/**
 * What the adapter is given in place of the pool: its one `connect()` is the LISTEN
 * connection, checked out for good. When the server ends that connection (a failover,
 * pg_terminate_backend) the adapter forgets it and connects again, but never releases it: the
 * dead client kept one of the pool's two places, so every publication waited for ever, and
 * pool.end() waited for it on shutdown. Here a LISTEN connection that ends goes back with an
 * error, which makes the pool drop it.
 */
function listenConnections(pool: pg.Pool) {
  const held = new Set<pg.PoolClient>();
  let closing = false;
  pool.on('release', (_err, client) => held.delete(client));
  const adapterPool = {
    query: pool.query.bind(pool),
    async connect() {
      // the adapter retries a failed connect every 2 s for ever: once closing it waits instead
      if (closing) return never();
      const client = await pool.connect();
      if (closing) {
        client.release();
        return never();
      }
      held.add(client);
      client.once('end', () => {
        if (held.has(client)) client.release(new Error('LISTEN connection ended'));
      });
      return client;
    },
  };
  return {
    pool: adapterPool as unknown as pg.Pool,
    /** No LISTEN connection is handed out any more. */
    refuse() {
      closing = true;
    },
    /**
     * Releases what the closed adapter still held: a LISTEN connection it was setting up when
     * it closed (its close releases only the one that was listening).
     */
    releaseAll() {
      for (const client of [...held]) client.release(new Error('socket adapter closed'));
    },
  };
}

/**
 * Several processes on one PostgreSQL: socket.io's rooms, emits, fetchSockets and joins or
 * leaves of remote sockets travel between them by LISTEN/NOTIFY (ADR 0105). Without it (the
 * embedded database, one process) socket.io keeps its in-memory adapter.
 */
export async function attachClusterAdapter(io: SocketServer, url: string, log: AdapterLog) {
  // two connections: the one that LISTENs, and one that publishes. With one publisher the
  // NOTIFYs leave in the order they were made, so a socket leaves a room (a lost queue)
  // before the next message to that room goes out, as on a single process. A notification
  // is gone once delivered, so its commit need not wait for the disk (synchronous_commit off:
  // a crash loses at most the last few, which no reader could have used anyway).
  const pool = new pg.Pool({
    connectionString: url,
    max: 2,
    keepAlive: true,
    options: '-c synchronous_commit=off',
  });
  const onError = (err: Error) => log.warn({ err }, 'socket adapter connection');
  pool.on('error', onError);
  // a checked-out connection that fails (the LISTEN one) must not end the process: the
  // adapter sees it end and reconnects
  pool.on('connect', (client) => client.on('error', onError));
  await ensureAttachmentsTable(pool);
  const listen = listenConnections(pool);
  const makeAdapter = createAdapter(listen.pool, {
    tableName: ATTACHMENTS_TABLE,
    errorHandler: (err: Error) => log.warn({ err }, 'socket adapter'),
  });
  const publishFailed = (err: Error) => log.warn({ err }, 'socket adapter publish');
  // one pub/sub client serves every namespace's adapter: batched once
  let publications: ReturnType<typeof batchPublications> | undefined;
  // socket.io calls `new` on it: a plain function returning the adapter serves as constructor
  io.adapter(function localFirstAdapter(this: unknown, nsp: Parameters<typeof makeAdapter>[0]) {
    const adapter = makeAdapter(nsp);
    deliverLocallyFirst(adapter as unknown as Publisher, publishFailed);
    publications ??= batchPublications((adapter as unknown as { client: PubSubClient }).client);
    return adapter;
  } as unknown as typeof makeAdapter);
  return {
    /** Tells the other processes this one is gone (they stop waiting for its answers). */
    async close() {
      listen.refuse();
      await io.of('/').adapter.close();
      // what was emitted before the close still reaches the other processes
      await publications?.close();
      listen.releaseAll();
      await pool.end();
    },
  };
}
