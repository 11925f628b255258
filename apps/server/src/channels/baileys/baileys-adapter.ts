import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MediaStorage } from '../../media/storage';
import { findByExternalId } from '../../modules/messages/messages.repo';
import {
  ChannelError,
  type ChannelAdapter,
  type ChannelHooks,
  type ConnectionRef,
} from '../channel';
import type { SecretBox } from '../secret-box';
import * as repo from './baileys.repo';
import {
  baileysDownloader,
  baileysSocketFactory,
  type MediaDownloader,
  type SocketFactory,
} from './baileys-socket';
import { openSession, type Session } from './baileys-session';
import { jidOf, outboundContent } from './outbound-content';
import { timerScheduler, type Scheduler } from './scheduler';
import type { SessionCommand, SessionLocks } from './session-locks';

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
  const knownNumbers = new Map<string, string>();
  let cancelWatch: (() => void) | undefined;

  const sessionDeps = {
    ...deps,
    scheduler,
    socketFactory: deps.socketFactory ?? baileysSocketFactory,
    download: deps.download ?? baileysDownloader,
    qrRounds: deps.qrRounds ?? QR_ROUNDS,
  };

  const release = async (id: number) => {
    sessions.delete(id);
    await locks.release(id).catch((err: unknown) => log.warn({ err }, 'baileys: lock release'));
  };

  /** Opens the session here; the caller holds the lock. */
  const run = async (conn: ConnectionRef, pairingNumber?: string) => {
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
  const command = async (
    conn: ConnectionRef,
    c: Omit<SessionCommand, 'connectionId' | 'companyId'>,
  ) => {
    if (sessions.has(conn.id) || (await locks.tryAcquire(conn.id))) return act(conn, c);
    await locks.send({ ...c, connectionId: conn.id, companyId: conn.companyId });
  };

  const act = async (
    conn: ConnectionRef,
    c: Omit<SessionCommand, 'connectionId' | 'companyId'>,
  ) => {
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
        await release(conn.id);
        await deps.hooks().status(conn, 'DISCONNECTED');
        return;
      }
      case 'stop':
        await sessions.get(conn.id)?.stop();
        return release(conn.id);
    }
  };

  locks.onCommand((c) => {
    if (!sessions.has(c.connectionId)) return;
    const conn = { id: c.connectionId, companyId: c.companyId, name: '' };
    act(conn, c).catch((err: unknown) => log.error({ err }, 'baileys: session command failed'));
  });
  locks.onLost(() => {
    log.warn('baileys: session locks lost; the sessions of this process stop');
    for (const [id, session] of sessions) {
      sessions.delete(id);
      void session.stop();
    }
  });

  const socketOf = (conn: ConnectionRef) => {
    const sock = sessions.get(conn.id)?.socket();
    if (!sock) throw notConnected();
    return sock;
  };

  /** The jid WhatsApp knows the number by, or undefined when it is not on WhatsApp. */
  const lookUp = async (conn: ConnectionRef, number: string) => {
    const jid = jidOf(number);
    if (jid.endsWith('@g.us') || jid.endsWith('@lid')) return jid;
    const known = knownNumbers.get(jid);
    if (known) return known;
    const [found] = (await socketOf(conn).onWhatsApp(jid)) ?? [];
    if (!found?.exists) return undefined;
    knownNumbers.set(jid, found.jid);
    return found.jid;
  };

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

    async send(conn, message) {
      const jid = await lookUp(conn, message.to);
      if (!jid) {
        throw new ChannelError(
          'Este número não está no WhatsApp',
          false,
          'ERR_WAPP_INVALID_CONTACT',
        );
      }
      const quoted = message.quotedExternalId
        ? await findByExternalId(db, conn.companyId, conn.id, message.quotedExternalId)
        : undefined;
      const sent = await socketOf(conn)
        .sendMessage(jid, outboundContent(message), {
          quoted: quoted
            ? {
                key: { remoteJid: jid, id: quoted.externalId, fromMe: quoted.fromMe },
                message: { conversation: quoted.body },
              }
            : undefined,
        })
        .catch((err: unknown) => {
          throw new ChannelError(err instanceof Error ? err.message : String(err), true);
        });
      const externalId = sent?.key.id;
      if (!externalId) throw new ChannelError('O WhatsApp não devolveu o id da mensagem', true);
      return { externalId };
    },

    async deleteMessage(conn, to, externalId) {
      const jid = jidOf(to);
      await socketOf(conn).sendMessage(jid, {
        delete: { remoteJid: jid, fromMe: true, id: externalId },
      });
    },

    async markRead(conn, from, externalIds) {
      const jid = jidOf(from);
      await socketOf(conn).readMessages(
        externalIds.map((id) => ({ remoteJid: jid, id, fromMe: false })),
      );
    },

    async checkNumber(conn, number) {
      const jid = await lookUp(conn, number);
      return { exists: !!jid, number: (jid ?? number).split('@')[0]!.replace(/\D/g, '') };
    },

    async profilePicture(conn, number) {
      const url = await socketOf(conn)
        .profilePictureUrl(jidOf(number), 'image')
        // WhatsApp answers an error when there is no picture or it is hidden from us
        .catch(() => undefined);
      return url ?? null;
    },

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
