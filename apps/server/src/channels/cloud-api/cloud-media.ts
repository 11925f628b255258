import fs from 'node:fs';
import { ChannelError, type OutboundMessage } from '../channel';
import type { GraphClient } from './graph-client';

type Kind = 'image' | 'audio' | 'video' | 'document';

/**
 * The file types the platform takes, and as which kind of message (Meta's "supported media
 * types"): images only JPEG and PNG, audio AAC, AMR, MP3, M4A and OGG (Opus), video MP4 and
 * 3GP, documents PDF, Office and plain text. Its upload refuses any other type.
 */
const ACCEPTED: Record<string, Kind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'audio/aac': 'audio',
  'audio/amr': 'audio',
  'audio/mpeg': 'audio',
  'audio/mp4': 'audio',
  'audio/ogg': 'audio',
  'video/mp4': 'video',
  'video/3gpp': 'video',
  'application/pdf': 'document',
  'text/plain': 'document',
  'application/msword': 'document',
  'application/vnd.ms-excel': 'document',
  'application/vnd.ms-powerpoint': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'document',
};

/** Other names of the same types, and files sent under a type the platform takes. */
const AS: Record<string, { type: string; kind: Kind }> = {
  'audio/mp3': { type: 'audio/mpeg', kind: 'audio' },
  'audio/x-m4a': { type: 'audio/mp4', kind: 'audio' },
  'audio/opus': { type: 'audio/ogg', kind: 'audio' },
  'video/3gp': { type: 'video/3gpp', kind: 'video' },
  // the platform's images are JPEG and PNG: a WebP (its sticker type) goes as a file
  'image/webp': { type: 'image/webp', kind: 'document' },
  // a CSV is plain text; its name keeps the .csv the phone opens it by
  'text/csv': { type: 'text/plain', kind: 'document' },
};

export const UNSUPPORTED_FILE =
  'A API oficial do WhatsApp não aceita este tipo de arquivo. Aceitos: imagens JPG e PNG, ' +
  'vídeos MP4 e 3GP, áudios MP3, M4A, AAC, AMR e OGG, documentos PDF, Word, Excel, ' +
  'PowerPoint e TXT';

/** How a file of this MIME type goes to the platform; undefined when it takes no such file. */
export function cloudFileOf(mimetype: string): { type: string; kind: Kind } | undefined {
  // 'audio/ogg; codecs=opus' is uploaded as 'audio/ogg'
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  const kind = ACCEPTED[type];
  return kind ? { type, kind } : AS[type];
}

/**
 * Uploads the file to the platform, then refers to it by id. A type the platform refuses is
 * said in Portuguese before anything is uploaded, rather than in its list of twenty types.
 * Audio carries no caption on WhatsApp: its text is sent apart (channels/audio-text.ts).
 */
export async function mediaContent(
  client: GraphClient,
  phoneNumberId: string,
  message: OutboundMessage,
) {
  const media = message.media!;
  const file = cloudFileOf(media.mimetype);
  if (!file) throw new ChannelError(`${UNSUPPORTED_FILE} (${media.name})`, false);
  const form = new FormData();
  form.append('messaging_product', 'whatsapp');
  form.append('type', file.type);
  const data = await fs.promises.readFile(media.absolutePath);
  form.append('file', new Blob([data], { type: file.type }), media.name);
  const { id } = await client.upload<{ id: string }>(`${phoneNumberId}/media`, form);
  const caption = message.body && file.kind !== 'audio' ? { caption: message.body } : {};
  const filename = file.kind === 'document' ? { filename: media.name } : {};
  return { type: file.kind, [file.kind]: { id, ...caption, ...filename } };
}
