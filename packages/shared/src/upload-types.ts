/**
 * The file types an upload may declare (the server also checks the first bytes), shared so a
 * browser can refuse a file before anything is saved. Kept to what WhatsApp carries and people
 * send in a help desk.
 */
const ALLOWED_UPLOADS = [
  /^image\/(png|jpe?g|gif|webp)$/,
  /^audio\//,
  /^video\/(mp4|3gpp|quicktime|webm)$/,
  /^application\/(pdf|zip|msword|vnd\.[\w.+-]+)$/,
  /^text\/(plain|csv|x?-?vcard)$/,
];

/** The largest file an upload may carry (WhatsApp's own limit for most media). */
export const MAX_UPLOAD_BYTES = 16 * 1024 * 1024;

/** Files one upload request may carry. */
export const MAX_FILES_PER_REQUEST = 10;

/** A browser sends a file it cannot type as application/octet-stream, which is refused. */
export const isAllowedUpload = (mimetype: string) =>
  ALLOWED_UPLOADS.some((re) => re.test(mimetype || 'application/octet-stream'));

/**
 * A file input's `accept` for the same types: the MIME types, plus the extensions of the
 * vendor (application/vnd.*) documents, which `accept` cannot match by a pattern.
 */
export const UPLOAD_ACCEPT = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'audio/*',
  'video/mp4',
  'video/3gpp',
  'video/quicktime',
  'video/webm',
  'application/pdf',
  'application/zip',
  'application/msword',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  'text/plain',
  'text/csv',
  'text/vcard',
  'text/x-vcard',
].join(',');

/**
 * The image attachments of quick replies, schedules and announcements: png, jpg and jpeg only
 * (spec 1 §5, spec 2 §5, spec 3 §5). The server judges them by their first bytes.
 */
export const IMAGE_ATTACHMENT_TYPES = ['image/png', 'image/jpeg'] as const;

/** A file input's `accept` for them: the types, and the names for systems that type no file. */
export const IMAGE_ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** Whether a browser's declared type is one of them. */
export const isImageAttachment = (mimetype: string) =>
  (IMAGE_ATTACHMENT_TYPES as readonly string[]).includes(mimetype);
