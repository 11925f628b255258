/** The spec's mediaType of a file, from its MIME type. */
export function mediaTypeOf(mimetype: string) {
  const kind = mimetype.split('/')[0];
  if (kind === 'image' || kind === 'audio' || kind === 'video') return kind;
  if (mimetype === 'text/vcard' || mimetype === 'text/x-vcard') return 'vcard';
  return 'application';
}

const ALLOWED = [
  /^image\/(png|jpe?g|gif|webp)$/,
  /^audio\//,
  /^video\/(mp4|3gpp|quicktime|webm)$/,
  /^application\/(pdf|zip|msword|vnd\.[\w.+-]+)$/,
  /^text\/(plain|csv|x?-?vcard)$/,
];

/** Uploads are limited to what WhatsApp carries and people send in a help desk. */
export const isAllowedUpload = (mimetype: string) => ALLOWED.some((re) => re.test(mimetype));

const BY_EXTENSION: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  // voice notes recorded in the browser (see docs/decisions/0032-voice-notes.md)
  '.m4a': 'audio/mp4',
  '.weba': 'audio/webm',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.vcf': 'text/vcard',
  '.txt': 'text/plain',
};

/** The MIME type to serve a stored file with (stored names keep a safe extension). */
export function contentTypeOf(fileName: string) {
  const ext = fileName.slice(fileName.lastIndexOf('.')).toLowerCase();
  return BY_EXTENSION[ext] ?? 'application/octet-stream';
}
