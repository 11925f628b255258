import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { ATTACHMENTS_TABLE, ensureAttachmentsTable } from './cluster-adapter.repo';
import type { SocketServer } from './socket-server';

type AdapterLog = { warn: (o: object, m: string) => void };

/**
 * Several processes on one PostgreSQL: socket.io's rooms, emits, fetchSockets and joins or
 * leaves of remote sockets travel between them by LISTEN/NOTIFY (ADR 0105). Without it (the
 * embedded database, one process) socket.io keeps its in-memory adapter.
 */
export async function attachClusterAdapter(io: SocketServer, url: string, log: AdapterLog) {
  // two connections: the one that LISTENs, and one that publishes. With one publisher the
  // NOTIFYs leave in the order they were made, so a socket leaves a room (a lost queue)
  // before the next message to that room goes out, as on a single process.
  const pool = new pg.Pool({ connectionString: url, max: 2, keepAlive: true });
  const onError = (err: Error) => log.warn({ err }, 'socket adapter connection');
  pool.on('error', onError);
  // a checked-out connection that fails (the LISTEN one) must not end the process: the
  // adapter sees it end and reconnects
  pool.on('connect', (client) => client.on('error', onError));
  await ensureAttachmentsTable(pool);
  io.adapter(
    createAdapter(pool, {
      tableName: ATTACHMENTS_TABLE,
      errorHandler: (err: Error) => log.warn({ err }, 'socket adapter'),
    }),
  );
  return {
    /** Tells the other processes this one is gone (they stop waiting for its answers). */
    async close() {
      await io.of('/').adapter.close();
      await pool.end();
    },
  };
}
