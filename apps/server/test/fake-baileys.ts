import { EventEmitter } from 'node:events';
import type {
  proto,
  AuthenticationState,
  BaileysEventEmitter,
  BaileysEventMap,
  GroupMetadata,
  WAMessage,
  WAMessageKey,
} from 'baileys';
import type { Clock } from '../src/context';
import type { BaileysSocket, SocketFactory } from '../src/channels/baileys/baileys-socket';
import type { Scheduler } from '../src/channels/baileys/scheduler';

/** proto.WebMessageInfo.Status.PENDING, written out so that tests load Baileys only if they use it. */
const PENDING = 1;

/** How Baileys closes: a Boom error whose output carries the disconnect reason. */
const boom = (statusCode: number) =>
  Object.assign(new Error(`closed ${statusCode}`), { isBoom: true, output: { statusCode } });

export type FakeSocket = BaileysSocket & {
  auth: AuthenticationState;
  emit<T extends keyof BaileysEventMap>(event: T, arg: BaileysEventMap[T]): void;
  qr(code: string): void;
  open(): void;
  close(statusCode: number): void;
  sent: { jid: string; content: unknown; quoted?: WAMessageKey; id: string }[];
  read: WAMessageKey[];
  /** The calls this socket turned down: [call id, caller jid]. */
  rejected: [string, string][];
  pairingRequests: string[];
  ended: boolean;
  loggedOut: boolean;
};

/**
 * A stand-in for WhatsApp's side of Baileys: sockets with the library's own surface that emit
 * the events, in the shapes, Baileys' type definitions give. `onWhatsApp` knows only the
 * numbers registered here.
 */
export function fakeBaileys() {
  const sockets: FakeSocket[] = [];
  const onWhatsApp = new Set<string>();
  const lids = new Map<string, string>();
  const failFor = new Set<string>();
  let nextId = 1;

  const factory: SocketFactory = ({ auth }) => {
    const creds = auth.creds.me?.id ?? '';
    if (failFor.has(creds) || failFor.has('*')) throw new Error('library crashed while opening');
    const ev = new EventEmitter() as unknown as BaileysEventEmitter;
    const s: FakeSocket = {
      auth,
      ev,
      user: undefined,
      sent: [],
      read: [],
      rejected: [],
      pairingRequests: [],
      ended: false,
      loggedOut: false,
      emit: (event, arg) => void ev.emit(event, arg),
      qr: (code) => void ev.emit('connection.update', { qr: code }),
      open() {
        auth.creds.registered = true;
        s.user = { id: '5511900000000:1@s.whatsapp.net' };
        ev.emit('creds.update', { registered: true, me: s.user });
        ev.emit('connection.update', { connection: 'open' });
      },
      close: (statusCode) =>
        void ev.emit('connection.update', {
          connection: 'close',
          lastDisconnect: { error: boom(statusCode), date: new Date() },
        }),
      async sendMessage(jid, content, options) {
        const key = { remoteJid: jid, fromMe: true, id: `3EB0FAKE${nextId++}` };
        s.sent.push({ jid, content, quoted: options?.quoted?.key, id: key.id });
        return { key, status: PENDING } as WAMessage;
      },
      async readMessages(keys) {
        s.read.push(...keys);
      },
      async rejectCall(callId, callFrom) {
        s.rejected.push([callId, callFrom]);
      },
      async onWhatsApp(...jids) {
        return jids.map((jid) => ({ jid, exists: onWhatsApp.has(jid.split('@')[0]!) }));
      },
      async profilePictureUrl(jid) {
        if (!onWhatsApp.has(jid.split('@')[0]!)) throw boom(404);
        return `https://pictures.test/${jid.split('@')[0]}.jpg`;
      },
      async groupMetadata(jid) {
        return { id: jid, subject: 'Grupo da Loja', participants: [] } as unknown as GroupMetadata;
      },
      async requestPairingCode(phoneNumber) {
        s.pairingRequests.push(phoneNumber);
        auth.creds.pairingCode = 'ABCD2345';
        ev.emit('creds.update', { pairingCode: 'ABCD2345' });
        return 'ABCD2345';
      },
      async logout() {
        s.loggedOut = true;
        s.close(401);
      },
      async end(error) {
        s.ended = true;
        ev.emit('connection.update', {
          connection: 'close',
          lastDisconnect: { error, date: new Date() },
        });
      },
      signalRepository: { lidMapping: { getPNForLID: async (lid) => lids.get(lid) ?? null } },
    };
    sockets.push(s);
    return s;
  };

  return {
    factory,
    sockets,
    latest: () => sockets.at(-1)!,
    /** Numbers (digits) that have WhatsApp. */
    onWhatsApp,
    /** The library's own LID store (lid jid → pn jid). */
    lids,
    /** Opening a socket throws for credentials of this jid ('*': all). */
    failFor,
  };
}

/** A scheduler moved by the test's clock: nothing runs until `advance` passes its time. */
export function manualScheduler(clock: Clock & { advance(ms: number): void }) {
  let tasks: { due: number; fn: () => void }[] = [];
  const scheduler: Scheduler = {
    after(ms, fn) {
      const task = { due: clock.now().getTime() + ms, fn };
      tasks.push(task);
      return () => {
        tasks = tasks.filter((t) => t !== task);
      };
    },
  };
  return {
    scheduler,
    pending: () => tasks.length,
    advance(ms: number) {
      clock.advance(ms);
      const now = clock.now().getTime();
      const due = tasks.filter((t) => t.due <= now).sort((a, b) => a.due - b.due);
      tasks = tasks.filter((t) => t.due > now);
      for (const t of due) t.fn();
    },
  };
}

/** A message as Baileys hands it over in messages.upsert. */
export function waMessage(
  key: Partial<WAMessageKey> & { id: string; remoteJid: string },
  message: proto.IMessage,
  extra: Partial<WAMessage> = {},
): WAMessage {
  return {
    key: { fromMe: false, ...key },
    message,
    messageTimestamp: Math.floor(Date.now() / 1000),
    pushName: 'Cliente Baileys',
    ...extra,
  };
}
