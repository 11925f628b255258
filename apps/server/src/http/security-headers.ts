import type { FastifyInstance } from 'fastify';

/** A Host header we may echo into the policy: a name or address and an optional port. */
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The Content Security Policy of every response, the web app's and the API's. Scripts, data
 * and frames come from our own origin only, plus the inline start-up script of index.html by
 * its hash (docs/decisions/0065-requests-before-the-app-code.md); images also from data: (embedded previews) and
 * blob: (media fetched with the token); the socket from the same host over ws/wss.
 * style-src allows inline styles: MUI (emotion) injects <style> elements at run time and
 * components set style attributes (see docs/decisions/0021-security-headers.md).
 * The web app's pages (not the API's answers) may also show help videos: their thumbnails
 * and the privacy-enhanced player in a frame, nothing else from the video host (no script of
 * it runs in our page; docs/decisions/0056-help-videos.md).
 */
export const VIDEO_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

export function contentSecurityPolicy(
  host: string | undefined,
  webPage = false,
  scriptHashes: readonly string[] = [],
) {
  const socket = host && SAFE_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${webPage ? ` ${VIDEO_THUMBNAIL_ORIGIN}` : ''}`,
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}`,
    "frame-ancestors 'none'",
    webPage ? `frame-src ${VIDEO_PLAYER_ORIGIN}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** What may be answered with the app's index.html: not the API, the socket or hashed assets. */
function mayBeTheAppPage(url: string): boolean {
  return !/^\/(api|socket\.io|assets)(\/|\?|$)/.test(url);
}

/** A year, the usual floor for browsers' preload lists; subdomains are left to their owner. */
export const HSTS_HEADER = 'max-age=31536000';

/**
 * Security headers on every response, set before any route (or the 404) runs. `scriptHashes`
 * gives the inline scripts of index.html, allowed only on what may be that page. `hsts` (the
 * public address is https) tells browsers to come back over https only.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  scriptHashes: () => readonly string[] = () => [],
  hsts = false,
) {
  app.addHook('onRequest', async (req, reply) => {
    const webPage = req.url !== '/api' && !req.url.startsWith('/api/');
    const hashes = mayBeTheAppPage(req.url) ? scriptHashes() : [];
    reply.header('content-security-policy', contentSecurityPolicy(req.host, webPage, hashes));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // for browsers without frame-ancestors
    reply.header('x-frame-options', 'DENY');
    if (hsts) reply.header('strict-transport-security', HSTS_HEADER);
  });
}
