import makeWASocket, {
  Browsers,
  downloadMediaMessage,
  type AuthenticationState,
  type BaileysEventEmitter,
  type WAMessage,
} from 'baileys';
import type { FastifyBaseLogger } from 'fastify';

type WASocket = ReturnType<typeof makeWASocket>;

/**
 * The part of Baileys' socket the adapter uses, as Baileys types it: tests hand the adapter a
 * fake with this shape, so no test opens a connection to WhatsApp.
 */
export type BaileysSocket = Pick<
  WASocket,
  | 'sendMessage'
  | 'readMessages'
  | 'rejectCall'
  | 'onWhatsApp'
  | 'profilePictureUrl'
  | 'groupMetadata'
  | 'requestPairingCode'
  | 'logout'
  | 'end'
  | 'user'
> & {
  ev: BaileysEventEmitter;
  signalRepository: { lidMapping: Pick<WASocket['signalRepository']['lidMapping'], 'getPNForLID'> };
};

export type SocketFactory = (opts: {
  auth: AuthenticationState;
  logger: FastifyBaseLogger;
}) => BaileysSocket;

/** Downloads (and decrypts) a message's file from WhatsApp's media servers. */
export type MediaDownloader = (message: WAMessage) => Promise<Buffer>;

/** The real socket: no full history (live and replayed messages are what a desk needs). */
export const baileysSocketFactory: SocketFactory = ({ auth, logger }) =>
  makeWASocket({
    auth,
    logger,
    browser: Browsers.ubuntu('Atende'),
    markOnlineOnConnect: false,
    // an agent's own sends are stored by the core already; messages typed on the phone
    // still arrive (they come from WhatsApp, not from this socket)
    emitOwnEvents: false,
    // the recent history is still synced: it carries WhatsApp's @lid → number mappings
    syncFullHistory: false,
  });

export const baileysDownloader: MediaDownloader = (message) =>
  downloadMediaMessage(message, 'buffer', {});
