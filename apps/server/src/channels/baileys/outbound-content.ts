import type { AnyMessageContent } from 'baileys';
import type { OutboundMessage } from '../channel';

/** A person's number (digits) or a group's id as the jid Baileys addresses. */
export const jidOf = (to: string) =>
  to.includes('@') ? to : `${to.replace(/\D/g, '')}@s.whatsapp.net`;

/** What Baileys sends for an outbound message: the file is read from its path by the library. */
export function outboundContent(message: OutboundMessage): AnyMessageContent {
  const media = message.media;
  if (!media) return { text: message.body };
  const caption = message.body || undefined;
  const kind = media.mimetype.split('/')[0];
  const url = { url: media.absolutePath };
  if (kind === 'image') return { image: url, caption, mimetype: media.mimetype };
  if (kind === 'video') return { video: url, caption, mimetype: media.mimetype };
  // voice notes recorded in the browser are ogg/opus: sent as a voice note (ptt)
  if (kind === 'audio')
    return { audio: url, mimetype: media.mimetype, ptt: /ogg/.test(media.mimetype) };
  return { document: url, mimetype: media.mimetype, fileName: media.name, caption };
}
