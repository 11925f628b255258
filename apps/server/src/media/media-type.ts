import { isAllowedUpload } from '@atende/shared';

/** The spec's mediaType of a file, from its MIME type. */
export function mediaTypeOf(mimetype: string) {
  const kind = mimetype.split('/')[0];
  if (kind === 'image' || kind === 'audio' || kind === 'video') return kind;
  if (mimetype === 'text/vcard' || mimetype === 'text/x-vcard') return 'vcard';
  return 'application';
}

/** Uploads are limited to what WhatsApp carries (the rule is shared with the browser). */
export { isAllowedUpload };

/** How many first bytes `uploadTypeOf` needs to see. */
export const SNIFF_BYTES = 16;

const at = (b: Buffer, offset: number, sig: string) =>
  b.subarray(offset, offset + sig.length).equals(Buffer.from(sig, 'latin1'));

const IMAGES: [string, (b: Buffer) => boolean][] = [
  ['image/png', (b) => at(b, 0, '\x89PNG\r\n\x1a\n')],
  ['image/jpeg', (b) => at(b, 0, '\xff\xd8\xff')],
  ['image/gif', (b) => at(b, 0, 'GIF8')],
  ['image/webp', (b) => at(b, 0, 'RIFF') && at(b, 8, 'WEBP')],
];
/** The image type of these first bytes (PNG, JPEG, GIF or WebP), whatever the file is called. */
export const imageTypeOf = (head: Buffer) => IMAGES.find(([, test]) => test(head))?.[0];

const isMp4Family = (b: Buffer) => at(b, 4, 'ftyp');
const isWebm = (b: Buffer) => at(b, 0, '\x1a\x45\xdf\xa3');
const isAudio = (b: Buffer) =>
  at(b, 0, 'OggS') ||
  at(b, 0, 'ID3') ||
  (b[0] === 0xff && (b[1] & 0xe0) === 0xe0) ||
  (at(b, 0, 'RIFF') && at(b, 8, 'WAVE')) ||
  at(b, 0, '#!AMR') ||
  isMp4Family(b) ||
  isWebm(b);
const isOffice = (b: Buffer) => at(b, 0, 'PK\x03\x04') || at(b, 0, '\xd0\xcf\x11\xe0');
const isText = (b: Buffer) => !b.includes(0);

/**
 * The MIME type an upload is stored as, judged by its first bytes and not by the name or
 * type the browser declared (both are the sender's word); undefined means refused.
 */
export function uploadTypeOf(declared: string, head: Buffer): string | undefined {
  if (!isAllowedUpload(declared)) return undefined;
  const kind = declared.split('/')[0];
  if (kind === 'image') return imageTypeOf(head);
  if (kind === 'video') return isMp4Family(head) || isWebm(head) ? declared : undefined;
  if (kind === 'audio') return isAudio(head) ? declared : undefined;
  if (kind === 'text') return isText(head) ? declared : undefined;
  if (declared === 'application/pdf') return at(head, 0, '%PDF-') ? declared : undefined;
  return isOffice(head) ? declared : undefined;
}

/**
 * Every type an upload may be stored as (isAllowedUpload) has its extension here: a send
 * reads the type back from the file's name, and a channel refuses octet-stream.
 */
const BY_EXTENSION: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.oga': 'audio/ogg',
  // voice notes recorded in the browser (see docs/decisions/0032-voice-notes.md)
  '.m4a': 'audio/mp4',
  '.weba': 'audio/webm',
  '.aac': 'audio/aac',
  '.amr': 'audio/amr',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.3gp': 'video/3gpp',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
  '.odp': 'application/vnd.oasis.opendocument.presentation',
  '.zip': 'application/zip',
  '.csv': 'text/csv',
  '.vcf': 'text/vcard',
  '.txt': 'text/plain',
};

/** The MIME type to serve a stored file with (stored names keep a safe extension). */
export function contentTypeOf(fileName: string) {
  const ext = fileName.slice(fileName.lastIndexOf('.')).toLowerCase();
  return BY_EXTENSION[ext] ?? 'application/octet-stream';
}
