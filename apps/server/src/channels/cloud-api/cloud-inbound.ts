import type { MediaType } from '../channel';
import { locationBody } from '../location-body';
import { flowAnswerText, orderText } from './interactive-text';
import type { CloudMessage } from './webhook-payload';

/** What a platform message becomes before any media is fetched. */
export interface MappedMessage {
  body: string;
  mediaType: MediaType;
  media?: { id: string; mimetype?: string; fileName?: string };
  quotedExternalId?: string;
}

const MEDIA_KINDS = ['image', 'audio', 'video', 'document', 'sticker'] as const;

/** Common extensions for the names of files the customer sent without one. */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'audio/ogg': '.ogg',
  'audio/mpeg': '.mp3',
  'audio/mp4': '.m4a',
  'audio/aac': '.aac',
  'audio/amr': '.amr',
  'video/mp4': '.mp4',
  'video/3gpp': '.3gp',
  'application/pdf': '.pdf',
};

export const fileNameFor = (kind: string, mimetype: string, given?: string) =>
  given?.trim() || `${kind}${EXTENSIONS[mimetype.split(';')[0]!.trim()] ?? ''}`;

const vcard = (c: NonNullable<CloudMessage['contacts']>[number]) => {
  const name = c.name?.formatted_name ?? '';
  const phones = (c.phones ?? []).map(
    (p) => `TEL;type=CELL${p.wa_id ? `;waid=${p.wa_id}` : ''}:${p.phone ?? p.wa_id ?? ''}`,
  );
  return ['BEGIN:VCARD', 'VERSION:3.0', `FN:${name}`, ...phones, 'END:VCARD'].join('\n');
};

/** The message a reaction was taken back from (a reaction with an empty emoji), if it is one. */
export const reactionRemovedFrom = (m: CloudMessage) =>
  m.type === 'reaction' && m.reaction && !m.reaction.emoji ? m.reaction.message_id : undefined;

/**
 * One platform message as the core stores it: text-borne kinds (location, contact cards,
 * button, list and form answers, orders, notices, reactions) in the body, files by media id.
 * Unknown kinds (the platform's 'unsupported', polls…) become a short text so the agent knows
 * something came.
 */
export function mapMessage(m: CloudMessage): MappedMessage | undefined {
  const quotedExternalId = m.context?.id;
  const base = { quotedExternalId };
  for (const kind of MEDIA_KINDS) {
    const media = m.type === kind ? m[kind] : undefined;
    if (!media) continue;
    const mimetype = media.mime_type;
    return {
      ...base,
      body: media.caption ?? '',
      // documents are 'application' whatever their type; stickers are images
      mediaType: kind === 'document' ? 'application' : kind === 'sticker' ? 'image' : kind,
      media: { id: media.id, mimetype, fileName: media.filename },
    };
  }
  switch (m.type) {
    case 'text':
      return { ...base, body: m.text?.body ?? '', mediaType: 'chat' };
    case 'location':
      if (!m.location) break;
      return { ...base, body: locationBody(m.location), mediaType: 'locationMessage' };
    case 'contacts':
      return { ...base, body: (m.contacts ?? []).map(vcard).join('\n'), mediaType: 'vcard' };
    case 'interactive': {
      const i = m.interactive;
      const reply = i?.button_reply ?? i?.list_reply;
      const body = reply ? reply.title : i?.nfm_reply ? flowAnswerText(i.nfm_reply) : '';
      return { ...base, body, mediaType: 'chat' };
    }
    case 'button':
      return { ...base, body: m.button?.text ?? '', mediaType: 'chat' };
    case 'order':
      if (!m.order) break;
      return { ...base, body: orderText(m.order), mediaType: 'chat' };
    case 'system':
      if (!m.system?.body) break;
      return { ...base, body: m.system.body, mediaType: 'chat' };
    case 'reaction':
      // an empty emoji takes a reaction back (reactionRemovedFrom): nothing to store
      if (!m.reaction?.emoji) return undefined;
      return {
        body: m.reaction.emoji,
        mediaType: 'reaction',
        quotedExternalId: m.reaction.message_id,
      };
  }
  return { ...base, body: 'Mensagem de um tipo não suportado', mediaType: 'chat' };
}

/** The platform's delivery statuses as acks: sent 1, delivered 2, read 3 (played counts as read). */
export const ACK_OF_STATUS: Record<string, number> = { sent: 1, delivered: 2, read: 3, played: 3 };
