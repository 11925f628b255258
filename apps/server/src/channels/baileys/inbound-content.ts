import { getContentType, normalizeMessageContent, type proto } from 'baileys';
import type { MediaType } from '../channel';
import { locationBody } from '../location-body';

export const MEDIA_KINDS = [
  'imageMessage',
  'videoMessage',
  'audioMessage',
  'documentMessage',
  'stickerMessage',
  // round video notes
  'ptvMessage',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** What a WhatsApp message becomes before its file (if any) is downloaded. */
export interface MappedContent {
  body: string;
  mediaType: MediaType;
  media?: { kind: MediaKind; mimetype: string; fileName?: string };
  quotedExternalId?: string;
}

const MEDIA_TYPE: Record<MediaKind, MediaType> = {
  imageMessage: 'image',
  // stickers are images (webp)
  stickerMessage: 'image',
  videoMessage: 'video',
  ptvMessage: 'video',
  audioMessage: 'audio',
  documentMessage: 'application',
};

/** Kinds that carry nothing for the ticket (keys, receipts, protocol traffic). */
const SILENT = new Set<string>([
  'protocolMessage',
  'senderKeyDistributionMessage',
  'messageContextInfo',
  'keepInChatMessage',
  'pinInChatMessage',
  'encReactionMessage',
  'pollUpdateMessage',
]);

const quoteOf = (inner: unknown) =>
  (inner as { contextInfo?: proto.IContextInfo | null } | null)?.contextInfo?.stanzaId ?? undefined;

const vcardOf = (c: proto.Message.IContactMessage) =>
  c.vcard ?? ['BEGIN:VCARD', 'VERSION:3.0', `FN:${c.displayName ?? ''}`, 'END:VCARD'].join('\n');

/** WhatsApp's location with the thumbnail it sends, in the shape every channel uses. */
const location = (l: proto.Message.ILocationMessage) =>
  locationBody({
    latitude: l.degreesLatitude ?? 0,
    longitude: l.degreesLongitude ?? 0,
    name: l.name,
    address: l.address,
    preview: l.jpegThumbnail?.length
      ? `data:image/jpeg;base64,${Buffer.from(l.jpegThumbnail).toString('base64')}`
      : undefined,
  });

/**
 * One WhatsApp message's content as the core stores it (wrappers such as disappearing or
 * view-once messages unwrapped). Undefined for protocol traffic and removed reactions; kinds
 * without a place in a ticket (payments…) become a short notice.
 */
export function mapContent(message: proto.IMessage | null | undefined): MappedContent | undefined {
  const content = normalizeMessageContent(message);
  const type = getContentType(content);
  if (!content || !type || SILENT.has(type)) return undefined;
  const inner = content[type];
  const quotedExternalId = quoteOf(inner);
  if ((MEDIA_KINDS as readonly string[]).includes(type)) {
    const kind = type as MediaKind;
    const m = content[kind]!;
    const fileName =
      kind === 'documentMessage' ? (m as proto.Message.IDocumentMessage).fileName : undefined;
    return {
      body: (m as { caption?: string | null }).caption ?? '',
      mediaType: MEDIA_TYPE[kind],
      media: {
        kind,
        mimetype: m.mimetype ?? 'application/octet-stream',
        fileName: fileName ?? undefined,
      },
      quotedExternalId,
    };
  }
  // the other kinds (payments, polls' votes…) fall to the notice below
  switch (type as string) {
    case 'conversation':
      return { body: content.conversation ?? '', mediaType: 'chat' };
    case 'extendedTextMessage':
      return { body: content.extendedTextMessage?.text ?? '', mediaType: 'chat', quotedExternalId };
    case 'locationMessage':
    case 'liveLocationMessage':
      return {
        body: location((content.locationMessage ?? content.liveLocationMessage)!),
        mediaType: 'locationMessage',
        quotedExternalId,
      };
    case 'contactMessage':
      return { body: vcardOf(content.contactMessage!), mediaType: 'vcard', quotedExternalId };
    case 'contactsArrayMessage':
      return {
        body: (content.contactsArrayMessage?.contacts ?? []).map(vcardOf).join('\n'),
        mediaType: 'vcard',
        quotedExternalId,
      };
    case 'reactionMessage': {
      const r = content.reactionMessage!;
      // an empty reaction takes one back: nothing to show
      if (!r.text) return undefined;
      return { body: r.text, mediaType: 'chat', quotedExternalId: r.key?.id ?? undefined };
    }
    case 'buttonsResponseMessage':
      return { body: content.buttonsResponseMessage?.selectedDisplayText ?? '', mediaType: 'chat' };
    case 'listResponseMessage':
      return { body: content.listResponseMessage?.title ?? '', mediaType: 'chat' };
    case 'templateButtonReplyMessage':
      return {
        body: content.templateButtonReplyMessage?.selectedDisplayText ?? '',
        mediaType: 'chat',
      };
    case 'interactiveResponseMessage': {
      const text = content.interactiveResponseMessage?.body?.text;
      if (text) return { body: text, mediaType: 'chat', quotedExternalId };
      break;
    }
    case 'pollCreationMessage':
    case 'pollCreationMessageV2':
    case 'pollCreationMessageV3':
    case 'pollCreationMessageV5':
      return { body: pollText(inner as proto.Message.IPollCreationMessage), mediaType: 'chat' };
    case 'eventMessage': {
      const e = content.eventMessage!;
      const lines = [`📅 Evento: ${e.name ?? ''}`, e.description, e.joinLink];
      return { body: lines.filter(Boolean).join('\n'), mediaType: 'chat', quotedExternalId };
    }
  }
  return { body: 'Mensagem de um tipo não suportado', mediaType: 'chat', quotedExternalId };
}

/** A poll as the agent reads it: its question, then its options (the votes travel encrypted). */
function pollText(poll: proto.Message.IPollCreationMessage) {
  const options = (poll.options ?? []).map((o) => `• ${o.optionName ?? ''}`);
  return [`📊 Enquete: ${poll.name ?? ''}`, ...options].join('\n');
}

/** The text of an edited message (messages.update with editedMessage). */
export const editedText = (update: proto.IMessage | null | undefined) =>
  mapContent(update?.editedMessage?.message)?.body;

/** Baileys' message statuses (proto WebMessageInfo.Status) as acks: 2 server ack → 1 sent… */
export const ackOfStatus = (status: number | null | undefined) =>
  typeof status === 'number' && status >= 2 ? Math.min(status - 1, 4) : undefined;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'audio/ogg': '.ogg',
  'audio/mpeg': '.mp3',
  'audio/mp4': '.m4a',
  'video/mp4': '.mp4',
  'application/pdf': '.pdf',
};

/** A file name for media sent without one. */
export const fileNameFor = (kind: MediaKind, mimetype: string, given?: string) =>
  given?.trim() ||
  `${kind.replace('Message', '')}${EXTENSIONS[mimetype.split(';')[0]!.trim()] ?? ''}`;
