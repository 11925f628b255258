import type { Server as HttpServer } from 'node:http';
import { CLIENT_EVENTS, isAdminProfile, SOCKET_PING_MS } from '@atende/shared';
import { Server } from 'socket.io';
import type { AppDeps } from '../app-deps';
import type { Actor } from '../context';
import { AppError } from '../http/app-error';
import { setUserOnline } from '../modules/auth/auth.repo';
import { resolveActor } from '../modules/auth/auth.service';
import { canSeeTicket, type Viewer } from '../modules/tickets/ticket-visibility';
import { findTicket, loadViewer } from '../modules/tickets/tickets.repo';
import { rooms } from './rooms';

export interface SocketData {
  actor: Actor;
}

export type SocketServer = Server<
  Record<string, (...args: unknown[]) => void>,
  Record<string, (...args: unknown[]) => void>,
  Record<string, never>,
  SocketData
>;
type HandshakeSocket = Parameters<Parameters<SocketServer['use']>[0]>[0];

/**
 * socket.io on the app's own port. The handshake carries the access token in the query;
 * an invalid or expired one is refused with the error code as the message.
 */
export function createSocketServer(
  httpServer: HttpServer,
  deps: AppDeps,
  log: { warn: (o: object, m: string) => void },
) {
  const io: SocketServer = new Server(httpServer, {
    pingInterval: SOCKET_PING_MS,
    pingTimeout: SOCKET_PING_MS,
    cors: { origin: false },
    serveClient: false,
  });

  // socket.io ignores a middleware's promise: the async work is wrapped so it cannot reject
  io.use((socket, next) => void authenticateHandshake(socket, next));
  async function authenticateHandshake(socket: HandshakeSocket, next: (err?: Error) => void) {
    const raw = socket.handshake.query.token ?? socket.handshake.auth?.token;
    const token = Array.isArray(raw) ? raw[0] : raw;
    try {
      if (typeof token !== 'string' || !token) {
        throw new AppError('ERR_UNAUTHORIZED', 401, 'missing token');
      }
      const claims = await deps.tokens.verifyAccess(token, deps.clock.now());
      socket.data.actor = await resolveActor(deps.db, claims);
      next();
    } catch (err) {
      next(new Error(err instanceof AppError ? err.code : 'ERR_UNAUTHORIZED'));
    }
  }

  io.on('connection', async (socket) => {
    const { actor } = socket.data;
    void socket.join([rooms.company(actor.companyId), rooms.user(actor.id)]);
    joinVisibilityRooms(socket, actor.companyId, actor);

    const markOnline = (online: boolean) =>
      setUserOnline(deps.db, actor.companyId, actor.id, online, deps.clock.now()).catch((err) =>
        log.warn({ err }, 'could not record user status'),
      );
    void markOnline(true);

    socket.on(CLIENT_EVENTS.userStatus, () => void markOnline(true));

    // an open chat receives its message updates (acks, edits) if the user may see the ticket
    socket.on(CLIENT_EVENTS.joinChatBox, async (ticketId: unknown) => {
      const id = Number(ticketId);
      if (!Number.isInteger(id) || id <= 0) return;
      const [ticket, current] = await Promise.all([
        findTicket(deps.db, actor.companyId, id),
        loadViewer(deps.db, actor.companyId, actor.id),
      ]);
      if (ticket && current && canSeeTicket(current, ticket)) void socket.join(rooms.ticket(id));
    });
    socket.on(CLIENT_EVENTS.leaveChatBox, (ticketId: unknown) => {
      void socket.leave(rooms.ticket(Number(ticketId)));
    });

    socket.on('disconnect', async () => {
      const left = await io.in(rooms.user(actor.id)).fetchSockets();
      if (left.length === 0) void markOnline(false);
    });
  });

  return io;
}

type AnySocket = {
  rooms: Set<string>;
  join(r: string | string[]): unknown;
  leave(r: string): unknown;
};

/**
 * Ticket events reach a socket through the rooms of what its user may see: admins, queues,
 * tickets without a queue. Called at connect and again when the user's profile or queues change.
 */
export function joinVisibilityRooms(socket: AnySocket, companyId: number, viewer: Viewer) {
  for (const room of socket.rooms) {
    if (room.startsWith(`company:${companyId}:`)) void socket.leave(room);
  }
  const wanted: string[] = viewer.queueIds.map((q) => rooms.queue(companyId, q));
  if (viewer.allTicket === 'enabled') wanted.push(rooms.noQueue(companyId));
  if (isAdminProfile(viewer.profile)) wanted.push(rooms.admins(companyId));
  void socket.join(wanted);
}
