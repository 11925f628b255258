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
