import { Readable } from 'node:stream';
import {
  isJidBroadcast,
  isJidGroup,
  isJidNewsletter,
  WAMessageStubType,
  type BaileysEventMap,
  type WAMessage,
} from 'baileys';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MediaStorage } from '../../media/storage';
import { findByExternalId } from '../../modules/messages/messages.repo';
import { settingValue } from '../../modules/settings/setting-value';
import type { ChannelHooks, ConnectionRef, InboundMedia } from '../channel';
import type { BaileysSocket, MediaDownloader } from './baileys-socket';
import {
  ackOfStatus,
  editedText,
  fileNameFor,
  mapContent,
  type MappedContent,
} from './inbound-content';
import type { LidResolver } from './lid-resolver';

export interface InboundDeps {
  conn: ConnectionRef;
  db: Db;
  hooks: () => ChannelHooks;
  media: MediaStorage;
  log: FastifyBaseLogger;
  download: MediaDownloader;
  lids: LidResolver;
  sock: () => BaileysSocket | undefined;
}

const secondsToDate = (ts: WAMessage['messageTimestamp']) => {
  const n = typeof ts === 'number' ? ts : ts ? Number(ts.toString()) : 0;
  return n > 0 ? new Date(n * 1000) : new Date();
};

/** Each item on its own: one that fails is logged and the others go on. */
async function each<T>(
  log: FastifyBaseLogger,
  items: T[],
  what: string,
  fn: (i: T) => Promise<void>,
) {
  for (const item of items) {
    try {
      await fn(item);
    } catch (err) {
      log.warn({ err }, `baileys: ${what} not ingested`);
    }
  }
}

/** Baileys' inbound events as the core's inbound events, through ingest. */
export function inboundHandlers(deps: InboundDeps) {
  const { conn, log } = deps;
  const base = (externalId: string) => ({
    companyId: conn.companyId,
    connectionId: conn.id,
    externalId,
  });
  const groupNames = new Map<string, string>();

  const groupName = async (jid: string) => {
    if (!groupNames.has(jid)) {
      const subject = await deps
        .sock()
        ?.groupMetadata(jid)
        .then((g) => g.subject)
        .catch(() => undefined);
      if (!subject) return jid;
      groupNames.set(jid, subject);
    }
    return groupNames.get(jid)!;
  };

  /** The file, downloaded once: a message stored already is not downloaded again. */
  const storeMedia = async (m: WAMessage, media: NonNullable<MappedContent['media']>) => {
    const data = await deps.download(m);
    const mimetype = media.mimetype.split(';')[0]!.trim();
    const name = fileNameFor(media.kind, mimetype, media.fileName);
    const staged = await deps.media.stage(conn.companyId, Readable.from([data]), name);
    await staged.commit();
    return { path: staged.path, name, mimetype } satisfies InboundMedia;
  };

  const message = async (m: WAMessage) => {
    const { key } = m;
    const jid = key.remoteJid;
    if (!jid || !key.id || isJidBroadcast(jid) || isJidNewsletter(jid)) return;
    const mapped = mapContent(m.message);
    if (!mapped) return;
    if (mapped.media && (await findByExternalId(deps.db, conn.companyId, conn.id, key.id))) return;
    const isGroup = !!isJidGroup(jid);
    const number = isGroup ? jid : await deps.lids.numberOf(jid, key.remoteJidAlt);
    const participant =
      isGroup && key.participant
        ? await deps.lids.numberOf(key.participant, key.participantAlt)
        : undefined;
    // on the business's own messages the push name is the business's
    const pushName = key.fromMe ? undefined : m.pushName?.trim() || undefined;
    const name = isGroup ? await groupName(jid) : (pushName ?? number);
    let media: InboundMedia | undefined;
    let unavailable = false;
    if (mapped.media) {
      // WhatsApp does not deliver the message again: without its file it is still stored,
      // with its caption, and the chat says the file is unavailable
      media = await storeMedia(m, mapped.media).catch((err: unknown) => {
        unavailable = true;
        log.warn({ err, id: key.id }, 'baileys: media not downloaded, message stored without it');
        return undefined;
      });
    }
    await deps.hooks().inbound({
      kind: 'message',
      ...base(key.id),
      from: { number, name, isGroup },
      fromMe: !!key.fromMe,
      body: mapped.body,
      mediaType: mapped.mediaType,
      media,
      unavailableMediaName: unavailable ? mapped.media?.fileName : undefined,
      quotedExternalId: mapped.quotedExternalId,
      participant,
      participantName: participant ? pushName : undefined,
      timestamp: secondsToDate(m.messageTimestamp),
    });
  };

  return {
    /** Live ('notify') and replayed after an outage ('append'): both are messages. */
    upsert: (e: BaileysEventMap['messages.upsert']) => each(log, e.messages, 'message', message),

    update: (updates: BaileysEventMap['messages.update']) =>
      each(log, updates, 'message update', async ({ key, update }) => {
        if (!key.id) return;
        if (update.message === null && update.messageStubType === WAMessageStubType.REVOKE) {
          await deps.hooks().inbound({ kind: 'delete', ...base(key.id) });
          return;
        }
        const edited = editedText(update.message);
        if (edited !== undefined) {
          await deps.hooks().inbound({ kind: 'edit', ...base(key.id), body: edited });
        }
        const ack = key.fromMe ? ackOfStatus(update.status) : undefined;
        if (ack) await deps.hooks().inbound({ kind: 'ack', ...base(key.id), ack });
      }),

    /** Per-person receipts (groups): the highest one reached. */
    receipts: (list: BaileysEventMap['message-receipt.update']) =>
      each(log, list, 'receipt', async ({ key, receipt }) => {
        if (!key.id || !key.fromMe) return;
        const ack = receipt.playedTimestamp
          ? 4
          : receipt.readTimestamp
            ? 3
            : receipt.receiptTimestamp
              ? 2
              : 0;
        if (ack) await deps.hooks().inbound({ kind: 'ack', ...base(key.id), ack });
      }),

    /**
     * A call offered to the number: one call_log message per call. A company that does not
     * take calls ('call' setting 'disabled') has it turned down here, where the socket is.
     */
    calls: (calls: BaileysEventMap['call']) =>
      each(log, calls, 'call', async (call) => {
        if (call.status !== 'offer') return;
        if ((await settingValue(deps.db, conn.companyId, 'call')) === 'disabled') {
          await deps
            .sock()
            ?.rejectCall(call.id, call.from)
            .catch((err: unknown) => log.warn({ err }, 'baileys: call not rejected'));
        }
        const isGroup = !!call.isGroup && !!call.groupJid;
        const number = isGroup
          ? call.groupJid!
          : await deps.lids.numberOf(call.from, call.callerPn);
        await deps.hooks().inbound({
          kind: 'call',
          ...base(call.id),
          from: { number, name: isGroup ? await groupName(number) : number, isGroup },
          timestamp: call.date,
        });
      }),

    lidMapping: async ({ lid, pn }: BaileysEventMap['lid-mapping.update']) => {
      await deps.lids.remember(lid, pn);
    },

    /** The history sync's messages are not a desk's business; its number mappings are. */
    historyMappings: async ({ lidPnMappings }: BaileysEventMap['messaging-history.set']) => {
      for (const { lid, pn } of lidPnMappings ?? []) await deps.lids.remember(lid, pn);
    },
  };
}
