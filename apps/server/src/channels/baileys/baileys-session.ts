import { DisconnectReason, type BaileysEventMap } from 'baileys';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MediaStorage } from '../../media/storage';
import type { ChannelHooks, ConnectionRef } from '../channel';
import type { SecretBox } from '../secret-box';
import { loadAuthState, type StoredAuthState } from './auth-state';
import * as repo from './baileys.repo';
import type { BaileysSocket, MediaDownloader, SocketFactory } from './baileys-socket';
import { inboundHandlers } from './inbound-events';
import { lidResolver } from './lid-resolver';
import { backoffMs, type Scheduler } from './scheduler';

export interface SessionDeps {
  db: Db;
  hooks: () => ChannelHooks;
  media: MediaStorage;
  secrets: SecretBox;
  log: FastifyBaseLogger;
  scheduler: Scheduler;
  socketFactory: SocketFactory;
  download: MediaDownloader;
  /** How many rounds of QR codes (or a pairing code) may expire unread before TIMEOUT. */
  qrRounds: number;
}

export interface Session {
  socket(): BaileysSocket | undefined;
  isOpen(): boolean;
  /** Unlinks the device (when connected) and forgets the pairing. */
  logout(): Promise<void>;
  /** Closes the socket, keeping the pairing. */
  stop(): Promise<void>;
}

const statusCodeOf = (e: BaileysEventMap['connection.update']['lastDisconnect']) =>
  (e?.error as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;

/**
 * One connection's live session in this process: the socket, its reconnects with backoff and
 * what each way of closing means. `ended` is told when the session is over for good (logged
 * out, replaced, timed out) so the owner releases its lock.
 */
export function openSession(
  deps: SessionDeps,
  conn: ConnectionRef,
  opts: { pairingNumber?: string; ended(): void },
): Session {
  const log = deps.log.child({ connectionId: conn.id });
  // the library narrates every frame at info and debug: only its warnings reach the log
  const libraryLog = log.child({ library: 'baileys' }, { level: 'warn' });
  let sock: BaileysSocket | undefined;
  let auth: StoredAuthState | undefined;
  let open = false;
  let stopped = false;
  let attempt = 0;
  let qrRounds = 0;
  let cancelTimer: (() => void) | undefined;
  const pairingNumber = opts.pairingNumber;
  const asked = new WeakSet<BaileysSocket>();
  const showedCode = new WeakSet<BaileysSocket>();
  const status = (s: Parameters<ChannelHooks['status']>[1], code?: string) =>
    deps.hooks().status(conn, s, code);
  const lids = lidResolver(deps.db, conn.companyId, () => sock);
  const inbound = inboundHandlers({ ...deps, conn, log, lids, sock: () => sock });

  /**
   * Every callback from the library runs in order, after the previous one (a message and its
   * replay never race), and catches its own errors: one session never takes others down.
   */
  let queue = Promise.resolve();
  const guard =
    <T>(what: string, fn: (arg: T) => Promise<void>) =>
    (arg: T) => {
      queue = queue
        .then(() => fn(arg))
        .catch((err: unknown) => log.error({ err }, `baileys: ${what} failed`));
    };

  const finish = async (final: 'DISCONNECTED' | 'TIMEOUT', forget: boolean) => {
    stopped = true;
    sock = undefined;
    if (forget) await repo.clearAuth(deps.db, conn.companyId, conn.id);
    await status(final);
    opts.ended();
  };

  const reconnect = (delayMs: number) => {
    cancelTimer?.();
    cancelTimer = deps.scheduler.after(delayMs, () => void connect());
  };

  const onUpdate = async (u: BaileysEventMap['connection.update'], current: BaileysSocket) => {
    if (stopped || current !== sock) return;
    if (u.qr) {
      showedCode.add(current);
      if (!pairingNumber) return status('qrcode', u.qr);
      // a pairing code is asked once per socket, when it is ready for it (its first QR)
      if (asked.has(current)) return;
      asked.add(current);
      return status('PAIRING', await current.requestPairingCode(pairingNumber));
    }
    if (u.connection === 'open') {
      open = true;
      attempt = 0;
      qrRounds = 0;
      return status('CONNECTED');
    }
    if (u.connection !== 'close') return;
    const wasOpen = open;
    open = false;
    sock = undefined;
    const code = statusCodeOf(u.lastDisconnect);
    log.info({ code }, 'baileys: connection closed');
    if (code === DisconnectReason.loggedOut || code === DisconnectReason.multideviceMismatch) {
      return finish('DISCONNECTED', true);
    }
    // another client took the session over: reconnecting would only take it back and forth
    if (code === DisconnectReason.connectionReplaced || code === DisconnectReason.forbidden) {
      return finish('DISCONNECTED', false);
    }
    if (code === DisconnectReason.restartRequired) return connect();
    if (code === DisconnectReason.timedOut && showedCode.has(current) && !wasOpen) {
      // the QR codes (or the pairing code) of this round expired unread
      qrRounds += 1;
      if (qrRounds >= deps.qrRounds) return finish('TIMEOUT', false);
      return connect();
    }
    if (wasOpen) await status('OPENING');
    reconnect(backoffMs(attempt++));
  };

  const connect = async () => {
    if (stopped) return;
    try {
      auth ??= await loadAuthState(deps.db, deps.secrets, conn);
      const current = deps.socketFactory({ auth: auth.state, logger: libraryLog });
      sock = current;
      const state = auth;
      current.ev.on(
        'connection.update',
        guard('connection update', (u: BaileysEventMap['connection.update']) =>
          onUpdate(u, current),
        ),
      );
      current.ev.on(
        'creds.update',
        guard('credentials', async (update: BaileysEventMap['creds.update']) => {
          Object.assign(state.state.creds, update);
          await state.saveCreds();
        }),
      );
      current.ev.on('messages.upsert', guard('messages', inbound.upsert));
      current.ev.on('messages.update', guard('message updates', inbound.update));
      current.ev.on('message-receipt.update', guard('receipts', inbound.receipts));
      current.ev.on('call', guard('calls', inbound.calls));
      current.ev.on('lid-mapping.update', guard('lid mapping', inbound.lidMapping));
      current.ev.on('messaging-history.set', guard('history mappings', inbound.historyMappings));
    } catch (err) {
      // the library failed to even build a socket: try again later, like a lost connection
      log.error({ err }, 'baileys: socket could not be opened');
      sock = undefined;
      reconnect(backoffMs(attempt++));
    }
  };

  const close = async () => {
    stopped = true;
    cancelTimer?.();
    const current = sock;
    sock = undefined;
    open = false;
    await current?.end(undefined).catch(() => {});
  };

  void connect();

  return {
    socket: () => (open ? sock : undefined),
    isOpen: () => open,
    async logout() {
      stopped = true;
      const current = open ? sock : undefined;
      await current?.logout().catch((err: unknown) => log.warn({ err }, 'baileys: logout'));
      await close();
      await repo.clearAuth(deps.db, conn.companyId, conn.id);
    },
    stop: close,
  };
}
