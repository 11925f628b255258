import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MediaStorage } from '../../media/storage';
import {
  ChannelError,
  type ChannelAdapter,
  type ChannelHooks,
  type ConnectionRef,
} from '../channel';
import type { SecretBox } from '../secret-box';
import * as repo from './baileys.repo';
import type { MediaDownloader, SocketFactory } from './baileys-socket';
import type { Session } from './baileys-session';
import { timerScheduler, type Scheduler } from './scheduler';
import { ownerCalls } from './owner-calls';
import type { SessionLocks, SessionMessage } from './session-locks';
import { socketOperations } from './socket-operations';

export interface BaileysDeps {
  db: Db;
  hooks: () => ChannelHooks;
  media: MediaStorage;
  secrets: SecretBox;
  locks: SessionLocks;
  log: FastifyBaseLogger;
  scheduler?: Scheduler;
  socketFactory?: SocketFactory;
  download?: MediaDownloader;
  /** Rounds of unread QR codes before TIMEOUT (docs/decisions/0047). */
  qrRounds?: number;
  /** How often a process looks for sessions whose owner is gone. */
  takeoverIntervalMs?: number;
}

export const QR_ROUNDS = 3;
export const TAKEOVER_INTERVAL_MS = 30_000;

type Command = Pick<Extract<SessionMessage, { kind: 'command' }>, 'action' | 'pairingNumber'>;

const notConnected = () =>
  new ChannelError('A sessão do WhatsApp deste número não está conectada neste momento', true);

/**
 * WhatsApp through Baileys (a phone paired by QR code or pairing code). Each connection has at
 * most one live session across all processes: whoever holds its advisory lock runs it; the
 * others forward session commands to it and take it over when it is gone.
 */
export function createBaileysAdapter(deps: BaileysDeps) {
  const { db, locks, log } = deps;
  const scheduler = deps.scheduler ?? timerScheduler;
  const sessions = new Map<number, Session>();
  let cancelWatch: (() => void) | undefined;

  /** Baileys itself takes about a second to load: it is loaded once a session opens here. */
  const sessionCode = async () => {
    const [{ openSession }, real] = await Promise.all([
      import('./baileys-session'),
      import('./baileys-socket'),
    ]);
    const sessionDeps = {
      ...deps,
      scheduler,
      socketFactory: deps.socketFactory ?? real.baileysSocketFactory,
      download: deps.download ?? real.baileysDownloader,
      qrRounds: deps.qrRounds ?? QR_ROUNDS,
    };
    return { openSession, sessionDeps };
  };

  const release = async (id: number) => {
    sessions.delete(id);
    await locks.release(id).catch((err: unknown) => log.warn({ err }, 'baileys: lock release'));
  };

  /** Opens the session here; the caller holds the lock. */
  const run = async (conn: ConnectionRef, pairingNumber?: string) => {
    const { openSession, sessionDeps } = await sessionCode();
    await sessions.get(conn.id)?.stop();
    await deps.hooks().status(conn, 'OPENING');
    const session = openSession(sessionDeps, conn, {
      pairingNumber,
      ended: () => {
        if (sessions.get(conn.id) === session) void release(conn.id);
      },
    });
    sessions.set(conn.id, session);
  };

  /** Acts here when this process holds (or can take) the session, else asks its holder. */
  const command = async (conn: ConnectionRef, c: Command) => {
    if (sessions.has(conn.id) || (await locks.tryAcquire(conn.id))) return act(conn, c);
    await locks.send({ kind: 'command', ...c, connectionId: conn.id, companyId: conn.companyId });
  };

  const act = async (conn: ConnectionRef, c: Command) => {
    switch (c.action) {
      case 'start':
        return run(conn);
      case 'pair':
        await sessions.get(conn.id)?.stop();
        await repo.clearAuth(db, conn.companyId, conn.id);
        return run(conn, c.pairingNumber);
      case 'logout': {
        await sessions.get(conn.id)?.logout();
        await repo.clearAuth(db, conn.companyId, conn.id);
        // the status is settled before the lock is free, so a start that follows wins
        await deps.hooks().status(conn, 'DISCONNECTED');
        return release(conn.id);
      }
      case 'stop':
        await sessions.get(conn.id)?.stop();
        return release(conn.id);
    }
  };

  const local = socketOperations(db, (conn) => {
    const sock = sessions.get(conn.id)?.socket();
    if (!sock) throw notConnected();
    return sock;
  });
  const calls = ownerCalls({
    locks,
    scheduler,
    owns: (id) => sessions.has(id),
    local,
    notConnected,
  });

  /**
   * A command from another process, in the order sent ('new QR' is a logout then a start).
   * The owner acts; a start, pairing or logout for a session nobody holds any more (just
   * logged out, timed out) is taken by whichever process locks it first.
   */
  let commands = Promise.resolve();
  const onCommand = async (m: Extract<SessionMessage, { kind: 'command' }>) => {
    // a logout from a process that runs no session (ROLE=api) for one nobody runs (timed
    // out, say) is done by whoever locks it first, as its sender would have done itself
    const claimable = m.action !== 'stop';
    const mine =
      sessions.has(m.connectionId) || (claimable && (await locks.tryAcquire(m.connectionId)));
    if (mine) await act({ id: m.connectionId, companyId: m.companyId, name: '' }, m);
  };
  locks.onMessage((m) => {
    const failed = (err: unknown) => log.error({ err }, 'baileys: session message failed');
    if (m.kind === 'command') commands = commands.then(() => onCommand(m)).catch(failed);
    else calls.handle(m).catch(failed);
  });
  locks.onLost(() => {
    log.warn('baileys: session locks lost; the sessions of this process stop');
    for (const [id, session] of sessions) {
      sessions.delete(id);
      void session.stop();
    }
  });

  /** Sessions whose owner is gone (its process died): taken over by whoever locks them first. */
  const claimOrphans = async () => {
    for (const conn of await repo.listWanted(db)) {
      if (sessions.has(conn.id)) continue;
      if (await locks.tryAcquire(conn.id)) await run(conn);
    }
  };

  const adapter: ChannelAdapter & {
    pair(conn: ConnectionRef, pairingNumber: string): Promise<void>;
    checkNumber: NonNullable<ChannelAdapter['checkNumber']>;
    profilePicture: NonNullable<ChannelAdapter['profilePicture']>;
    markRead: NonNullable<ChannelAdapter['markRead']>;
    /** Resumes the sessions no process runs, now and then every little while. */
    watch(): Promise<void>;
    claimOrphans(): Promise<void>;
    /** Whether this process runs the connection's session (tests, diagnostics). */
    owns(connectionId: number): boolean;
    close(): Promise<void>;
  } = {
    provider: 'beta',
    start: (conn) => command(conn, { action: 'start' }),
    pair: (conn, pairingNumber) => command(conn, { action: 'pair', pairingNumber }),
    logout: (conn) => command(conn, { action: 'logout' }),
    stop: (conn) => command(conn, { action: 'stop' }),

    send: (conn, message) => calls.call(conn, 'send', message),
    deleteMessage: (conn, to, externalId) => calls.call(conn, 'deleteMessage', to, externalId),
    markRead: (conn, from, externalIds) => calls.call(conn, 'markRead', from, externalIds),
    checkNumber: (conn, number) => calls.call(conn, 'checkNumber', number),
    profilePicture: (conn, number) => calls.call(conn, 'profilePicture', number),

    async watch() {
      const tick = async () => {
        await claimOrphans().catch((err: unknown) => log.warn({ err }, 'baileys: takeover'));
        cancelWatch = scheduler.after(deps.takeoverIntervalMs ?? TAKEOVER_INTERVAL_MS, () => {
          void tick();
        });
      };
      cancelWatch?.();
      await tick();
    },
    claimOrphans,
    owns: (id) => sessions.has(id),

    async close() {
      cancelWatch?.();
      for (const [id, session] of sessions) {
        await session.stop();
        sessions.delete(id);
      }
      await locks.close();
    },
  };
  return adapter;
}

export type BaileysAdapter = ReturnType<typeof createBaileysAdapter>;
