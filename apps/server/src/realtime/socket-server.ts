import type { Server as HttpServer } from 'node:http';
import { CLIENT_EVENTS, SOCKET_PING_MS } from '@atende/shared';
import { Server } from 'socket.io';
import type { AppDeps } from '../app-deps';
import type { Actor } from '../context';
import { AppError } from '../http/app-error';
import { setUserOnline } from '../modules/auth/auth.repo';
import { isMember } from '../modules/chats/chats.repo';
import { findCompanyPlan } from '../modules/plans/plans.repo';
import { resolveActor } from '../modules/auth/auth.service';
import { canSeeTicket } from '../modules/tickets/ticket-visibility';
import { findTicket, loadViewer } from '../modules/tickets/tickets.repo';
import { rooms } from './rooms';
import { guarded, type SocketLog } from './guarded';
import { joinVisibilityRooms } from './visibility-rooms';

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
export function createSocketServer(httpServer: HttpServer, deps: AppDeps, log: SocketLog) {
  const io: SocketServer = new Server(httpServer, {
    pingInterval: SOCKET_PING_MS,
    pingTimeout: SOCKET_PING_MS,
    // CORS_ORIGINS, as the API's (http/cors.ts); none: other sites' pages cannot connect
    cors: deps.corsOrigins?.length
      ? { origin: deps.corsOrigins, credentials: true }
      : { origin: false },
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

  // the checks still waiting end with the server: a user whose sockets a shutdown closed
  // stays online for the next instance or, if they never come back, for the presence sweep
  const offlineChecks = new Set<NodeJS.Timeout>();
  httpServer.once('close', () => offlineChecks.forEach((timer) => clearTimeout(timer)));

  io.on('connection', (socket) => {
    const { actor } = socket.data;
    void socket.join([rooms.company(actor.companyId), rooms.user(actor.id)]);
    if (actor.super) void socket.join(rooms.supers(actor.companyId));
    joinVisibilityRooms(socket, actor.companyId, actor);
    // a failing handler (say, the database is away) is logged; it never ends the process
    const on = (event: string, handler: (...args: unknown[]) => unknown) =>
      socket.on(event, guarded(log, event, handler));

    const markOnline = (online: boolean) =>
      setUserOnline(deps.db, actor.companyId, actor.id, online, deps.clock.now());
    guarded(log, 'connection', () => markOnline(true))();

    on(CLIENT_EVENTS.userStatus, () => markOnline(true));

    // an open chat receives its message updates (acks, edits) if the user may see the ticket
    on(CLIENT_EVENTS.joinChatBox, async (ticketId: unknown) => {
      const id = Number(ticketId);
      if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) return;
      const [ticket, current] = await Promise.all([
        findTicket(deps.db, actor.companyId, id),
        loadViewer(deps.db, actor.companyId, actor.id),
      ]);
      if (ticket && current && canSeeTicket(current, ticket)) await socket.join(rooms.ticket(id));
    });
    on(CLIENT_EVENTS.leaveChatBox, (ticketId: unknown) =>
      socket.leave(rooms.ticket(Number(ticketId))),
    );

    // an internal chat's room is joined only by its members, while the plan has the chat
    on(CLIENT_EVENTS.joinChat, async (chatId: unknown) => {
      const id = Number(chatId);
      if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) return;
      const plan = await findCompanyPlan(deps.db, actor.companyId);
      if (!plan?.useInternalChat) return;
      if (await isMember(deps.db, actor.companyId, id, actor.id)) await socket.join(rooms.chat(id));
    });
    on(CLIENT_EVENTS.leaveChat, (chatId: unknown) => socket.leave(rooms.chat(Number(chatId))));

    // offline once no socket of theirs is back after the grace: a reload closes the page's
    // socket a moment before the new page opens one, and marking offline at once showed the
    // user offline to the new page (or, landing after its mark online, until the next ping)
    on('disconnect', () => {
      const timer = setTimeout(
        guarded(log, 'disconnect', async () => {
          offlineChecks.delete(timer);
          const left = await io.in(rooms.user(actor.id)).fetchSockets();
          if (left.length === 0) await markOnline(false);
        }),
        deps.offlineGraceMs ?? OFFLINE_GRACE_MS,
      );
      timer.unref();
      offlineChecks.add(timer);
    });
  });

  return io;
}

/** A user's last socket closed this long ago, and none is back: offline. */
const OFFLINE_GRACE_MS = 10_000;

/** Ids are PostgreSQL integers: a larger number names no ticket. */
const MAX_ID = 2 ** 31 - 1;
