import type { MediaType } from '../channel';
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

/**
 * One platform message as the core stores it: text-borne kinds (location, contact cards,
 * button and list answers, reactions) in the body, files by media id. Unknown kinds (the
 * platform's 'unsupported', polls…) become a short text so the agent knows something came.
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
    case 'location': {
      const l = m.location!;
      const place = [l.name, l.address].filter(Boolean).join(' — ');
      const description = `${place ? `${place} ` : ''}(${l.latitude}, ${l.longitude})`;
      return { ...base, body: `||${description}`, mediaType: 'locationMessage' };
    }
    case 'contacts':
      return { ...base, body: (m.contacts ?? []).map(vcard).join('\n'), mediaType: 'vcard' };
    case 'interactive': {
      const reply = m.interactive?.button_reply ?? m.interactive?.list_reply;
      return { ...base, body: reply?.title ?? '', mediaType: 'chat' };
    }
    case 'button':
      return { ...base, body: m.button?.text ?? '', mediaType: 'chat' };
    case 'reaction':
      // an empty emoji takes a reaction back: nothing to show
      if (!m.reaction?.emoji) return undefined;
      return { body: m.reaction.emoji, mediaType: 'chat', quotedExternalId: m.reaction.message_id };
    default:
      return { ...base, body: 'Mensagem de um tipo não suportado', mediaType: 'chat' };
  }
}

/** The platform's delivery statuses as acks: sent 1, delivered 2, read 3 (played counts as read). */
export const ACK_OF_STATUS: Record<string, number> = { sent: 1, delivered: 2, read: 3, played: 3 };
