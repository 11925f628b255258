import type { Db } from '../../db/client';
import { findByExternalId } from '../../modules/messages/messages.repo';
import { ChannelError, type ConnectionRef, type OutboundMessage } from '../channel';
import type { BaileysSocket } from './baileys-socket';
import { jidOf, outboundContent } from './outbound-content';

/**
 * What the adapter does through a live socket of this process: sending, deleting, read
 * receipts, number checks and profile pictures. `socketOf` throws when the session is not
 * connected here.
 */
export function socketOperations(db: Db, socketOf: (conn: ConnectionRef) => BaileysSocket) {
  const knownNumbers = new Map<string, string>();

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

  return {
    async send(conn: ConnectionRef, message: OutboundMessage) {
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

    async deleteMessage(conn: ConnectionRef, to: string, externalId: string) {
      const jid = jidOf(to);
      await socketOf(conn).sendMessage(jid, {
        delete: { remoteJid: jid, fromMe: true, id: externalId },
      });
    },

    async markRead(conn: ConnectionRef, from: string, externalIds: string[]) {
      const jid = jidOf(from);
      await socketOf(conn).readMessages(
        externalIds.map((id) => ({ remoteJid: jid, id, fromMe: false })),
      );
    },

    async checkNumber(conn: ConnectionRef, number: string) {
      const jid = await lookUp(conn, number);
      return { exists: !!jid, number: (jid ?? number).split('@')[0]!.replace(/\D/g, '') };
    },

    async profilePicture(conn: ConnectionRef, number: string) {
      const url = await socketOf(conn)
        .profilePictureUrl(jidOf(number), 'image')
        // WhatsApp answers an error when there is no picture or it is hidden from us
        .catch(() => undefined);
      return url ?? null;
    },
  };
}

export type SocketOperations = ReturnType<typeof socketOperations>;
export type OperationName = keyof SocketOperations;
