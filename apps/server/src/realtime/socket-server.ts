import type { Server as HttpServer } from 'node:http';
import { CLIENT_EVENTS, isAdminProfile, SOCKET_PING_MS } from '@atende/shared';
import { Server } from 'socket.io';
import type { AppDeps } from '../app-deps';
import type { Actor } from '../context';
import { AppError } from '../http/app-error';
import { setUserOnline } from '../modules/auth/auth.repo';
import { resolveActor } from '../modules/auth/auth.service';
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

  io.use(async (socket, next) => {
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
  });

  io.on('connection', (socket) => {
    const { actor } = socket.data;
    void socket.join([rooms.company(actor.companyId), rooms.user(actor.id)]);
    if (isAdminProfile(actor.profile)) void socket.join(rooms.admins(actor.companyId));

    const markOnline = (online: boolean) =>
      setUserOnline(deps.db, actor.companyId, actor.id, online, deps.clock.now()).catch((err) =>
        log.warn({ err }, 'could not record user status'),
      );
    void markOnline(true);

    socket.on(CLIENT_EVENTS.userStatus, () => void markOnline(true));

    socket.on('disconnect', async () => {
      const left = await io.in(rooms.user(actor.id)).fetchSockets();
      if (left.length === 0) void markOnline(false);
    });
  });

  return io;
}
