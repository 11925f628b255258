import { Server } from 'socket.io';
import type { Executor } from '../db/client';
import type { EventBus } from '../events';
import { startBroadcaster } from './broadcaster';
import { attachClusterAdapter } from './cluster-adapter';
import type { SocketServer } from './socket-server';

type HeadlessLog = { warn: (o: object, m: string) => void; error: (o: object, m: string) => void };

/**
 * ROLE=worker: a socket.io server bound to no port, only a member of the cluster (ADR 0105).
 * The events its jobs and channel sessions raise go through the same broadcaster as on an API
 * process, and reach the browsers connected to those processes through the adapter; its
 * fetchSockets and room joins or leaves reach their sockets too.
 */
export async function startHeadlessSocketServer(
  events: EventBus,
  db: Executor,
  url: string,
  log: HeadlessLog,
) {
  const io: SocketServer = new Server({ serveClient: false });
  const cluster = await attachClusterAdapter(io, url, log);
  const stopBroadcaster = startBroadcaster(io, events, db, log);
  return {
    io,
    async close() {
      stopBroadcaster();
      // bound to no port: there is no engine to close, only the adapter
      await cluster.close();
    },
  };
}
