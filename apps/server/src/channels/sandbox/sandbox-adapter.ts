import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  ChannelError,
  type ChannelAdapter,
  type ChannelHooks,
  type ConnectionRef,
  type InboundMedia,
  type OutboundMessage,
} from '../channel';
import { mediaTypeOf } from '../../media/media-type';
import * as numbers from './sandbox-numbers.repo';
import { createSendCeiling } from './sandbox-rate';
import { sandboxPicture } from './sandbox-picture';
import * as repo from './sandbox.repo';

const notConnected = () => new ChannelError('O telefone simulado não está conectado', true);

/** How a phone acknowledges: delivered (2) then read (3), a moment after receipt. */
const ACK_DELAYS_MS = [150, 450] as const;

export interface CustomerMessage {
  number: string;
  name?: string;
  body?: string;
  media?: InboundMedia;
  externalId?: string;
  mediaType?: 'chat' | 'locationMessage' | 'vcard';
  /** When the customer sent it (default: now); a phone stamps a message as it is sent. */
  sentAt?: Date;
}

/** What the simulated WhatsApp says of a number. */
export interface SandboxNumber {
  onWhatsapp: boolean;
  picture: boolean;
}

/**
 * A simulated WhatsApp account per connection: pairs by a QR string, receives what the
 * business sends (acknowledging it like a phone) and lets an admin type as the customer.
 */
export function createSandboxAdapter(deps: {
  db: Db;
  hooks: () => ChannelHooks;
  /** Sends per second and connection beyond which the phone refuses (unset: no ceiling). */
  maxSendsPerSecond?: number;
}) {
  const { db } = deps;
  const ceiling = deps.maxSendsPerSecond ? createSendCeiling(deps.maxSendsPerSecond) : undefined;
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, fn: () => Promise<void>) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn().catch(() => {});
    }, ms);
    timers.add(t);
  };

  const requireConnected = async (conn: ConnectionRef) => {
    const state = await repo.readState(db, conn.companyId, conn.id);
    if (!state?.paired) throw notConnected();
    return state;
  };

  /**
   * The phone acknowledges what it received: delivered (2), then read (3). The phone's table
   * holds the state, so acks still due when the process stopped are given at the next start.
   */
  const acknowledge = (conn: ConnectionRef, externalId: string, from: number) =>
    ACK_DELAYS_MS.forEach((ms, i) => {
      const ack = i + 2;
      if (ack <= from) return;
      later(ms, async () => {
        await repo.setPhoneAck(db, conn.companyId, conn.id, externalId, ack);
        await deps.hooks().inbound({
          kind: 'ack',
          companyId: conn.companyId,
          connectionId: conn.id,
          externalId,
          ack,
        });
      });
    });

  const logOrRefuse = async (row: Parameters<typeof repo.logIfPaired>[1]) => {
    if (!(await repo.logIfPaired(db, row))) throw notConnected();
  };

  /** What the paired phone knows of a number; refused as a disconnected phone otherwise. */
  const knownOnPhone = async (conn: ConnectionRef, digits: string) => {
    const known = await numbers.findNumberOnPhone(db, conn.companyId, conn.id, digits);
    if (!known?.paired) throw notConnected();
    return known;
  };

  const showQr = async (conn: ConnectionRef) => {
    const pendingQr = `sandbox:${conn.id}:${randomBytes(8).toString('hex')}`;
    await repo.writeState(db, conn.companyId, conn.id, { paired: false, pendingQr });
    await deps.hooks().status(conn, 'qrcode', pendingQr);
  };

  const adapter: ChannelAdapter & {
    pair(conn: ConnectionRef, qrcode: string): Promise<boolean>;
    customerSends(conn: ConnectionRef, msg: CustomerMessage): Promise<string>;
    conversation(conn: ConnectionRef, number: string): ReturnType<typeof repo.phoneConversation>;
    setNumber(conn: ConnectionRef, number: string, is: SandboxNumber): Promise<void>;
    numbers(conn: ConnectionRef): Promise<(SandboxNumber & { number: string })[]>;
    close(): void;
  } = {
    provider: 'sandbox',

    async start(conn) {
      await deps.hooks().status(conn, 'OPENING');
      const state = await repo.readState(db, conn.companyId, conn.id);
      if (!state?.paired) return showQr(conn);
      await deps.hooks().status(conn, 'CONNECTED');
      for (const m of await repo.unreadOnPhone(db, conn.companyId, conn.id)) {
        acknowledge(conn, m.externalId, m.ack);
      }
    },

    async logout(conn) {
      await repo.writeState(db, conn.companyId, conn.id, { paired: false });
      await deps.hooks().status(conn, 'DISCONNECTED');
    },

    async stop() {},

    /** The phone 'scans' the QR shown on the connections page. */
    async pair(conn, qrcode) {
      const state = await repo.readState(db, conn.companyId, conn.id);
      if (!state?.pendingQr || state.pendingQr !== qrcode) return false;
      await deps.hooks().status(conn, 'PAIRING');
      const number = `5511900${String(conn.id).padStart(6, '0')}`;
      await repo.writeState(db, conn.companyId, conn.id, { paired: true, number });
      await deps.hooks().status(conn, 'CONNECTED');
      return true;
    },

    async send(conn, message: OutboundMessage) {
      ceiling?.take(conn.id);
      const externalId = `SBX-OUT-${randomUUID()}`;
      await logOrRefuse({
        companyId: conn.companyId,
        whatsappId: conn.id,
        number: message.to,
        externalId,
        direction: 'out',
        body: message.body,
        mediaName: message.media?.name,
        ack: 1,
      });
      acknowledge(conn, externalId, 1);
      return { externalId };
    },

    async deleteMessage(conn, _to, externalId) {
      await requireConnected(conn);
      await repo.markPhoneDeleted(db, conn.companyId, conn.id, externalId);
    },

    /** Delivers a customer's message exactly as a real channel would. */
    async customerSends(conn, msg) {
      // stamped when the customer sends it, as a phone does, not when the core gets it
      const sentAt = msg.sentAt ?? new Date();
      const externalId = msg.externalId ?? `SBX-IN-${randomUUID()}`;
      await logOrRefuse({
        companyId: conn.companyId,
        whatsappId: conn.id,
        number: msg.number,
        externalId,
        direction: 'in',
        body: msg.body ?? '',
        mediaName: msg.media?.name,
        // delivered; read only once an agent opens the ticket (markRead)
        ack: 2,
      });
      await deps.hooks().inbound({
        kind: 'message',
        companyId: conn.companyId,
        connectionId: conn.id,
        externalId,
        from: { number: msg.number, name: msg.name ?? msg.number, isGroup: false },
        fromMe: false,
        body: msg.body ?? '',
        mediaType: msg.media ? mediaTypeOf(msg.media.mimetype) : (msg.mediaType ?? 'chat'),
        media: msg.media,
        timestamp: sentAt,
      });
      return externalId;
    },

    async markRead(conn, _from, externalIds) {
      await repo.setPhoneAcks(db, conn.companyId, conn.id, externalIds, 3);
    },

    /** On WhatsApp unless the number was marked otherwise (PUT /sandbox/{id}/numbers/{n}). */
    async checkNumber(conn, number) {
      const digits = number.replace(/\D/g, '');
      const known = await knownOnPhone(conn, digits);
      return { exists: known.onWhatsapp ?? true, number: digits };
    },

    /** A picture only for the numbers given one; generated, so it needs no file. */
    async profilePicture(conn, number) {
      const digits = number.replace(/\D/g, '');
      const known = await knownOnPhone(conn, digits);
      return (known.onWhatsapp ?? true) && known.picture ? sandboxPicture(digits) : null;
    },

    conversation: (conn, number) => repo.phoneConversation(db, conn.companyId, conn.id, number),

    /** Decides what WhatsApp says of a number: so tests and demos can show both answers. */
    setNumber: (conn, number, is) =>
      numbers.saveNumber(db, { companyId: conn.companyId, whatsappId: conn.id, number, ...is }),
    numbers: (conn) => numbers.listNumbers(db, conn.companyId, conn.id),

    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
  return adapter;
}

export type SandboxAdapter = ReturnType<typeof createSandboxAdapter>;
