import { VIDEO_CODE } from '@atende/shared';

/**
 * A help video's code → its thumbnail and the privacy-enhanced player's address. Only these two
 * origins are allowed by the web pages' Content Security Policy (security-headers.ts); the
 * player's page (and its scripts) loads only inside the frame, once a card is opened.
 */
export function videoThumbnailUrl(code: string): string | null {
  return VIDEO_CODE.test(code) ? `https://i.ytimg.com/vi/${code}/hqdefault.jpg` : null;
}

export function videoEmbedUrl(code: string): string | null {
  return VIDEO_CODE.test(code)
    ? `https://www.youtube-nocookie.com/embed/${code}?autoplay=1&rel=0`
    : null;
}
