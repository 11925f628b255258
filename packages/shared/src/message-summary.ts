/**
 * The one line that stands for a message where it is not shown whole: the ticket lists' last
 * message, a notification, the quote of a reply (decision 0152). A location or a contact card
 * is stored as its content ('image|link|description', a vCard), which read raw there; a photo
 * without a caption was its file name, or the word 'image'.
 */
export interface SummarisedMessage {
  body: string;
  mediaType: string;
  mediaName?: string | null;
}

const KIND_MARK: Record<string, string> = {
  image: '📷',
  video: '🎥',
  audio: '🎤',
  application: '📄',
  sticker: '💟',
};
const KIND_NAME: Record<string, string> = {
  image: 'Foto',
  video: 'Vídeo',
  audio: 'Áudio',
  sticker: 'Figurinha',
};

/** The contact's name in a vCard (its FN line); the first card's, when several. */
export function vcardName(card: string): string {
  const line = card.split(/\r?\n/).find((l) => /^FN[;:]/i.test(l));
  return line ? line.slice(line.indexOf(':') + 1).trim() : '';
}

export function messageSummary({ body, mediaType, mediaName }: SummarisedMessage): string {
  if (mediaType === 'locationMessage') {
    const description = body.split('|').slice(2).join('|').trim();
    return description ? `📍 Localização: ${description}` : '📍 Localização';
  }
  if (mediaType === 'vcard') {
    const name = vcardName(body);
    return name ? `👤 Contato: ${name}` : '👤 Contato';
  }
  const mark = KIND_MARK[mediaType];
  if (!mark) return body || (mediaType === 'chat' ? '' : (mediaName ?? ''));
  // a caption says more than the kind; a document's name is its subject
  const words = body || (mediaType === 'application' ? mediaName : KIND_NAME[mediaType]) || '';
  return `${mark} ${words || 'Documento'}`;
}
