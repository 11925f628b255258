import type { FastifyInstance } from 'fastify';

/** A Host header we may echo into the policy: a name or address and an optional port. */
const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/**
 * The Content Security Policy of every response, the web app's and the API's. Scripts, data
 * and frames come from our own origin only; images also from data: (embedded previews) and
 * blob: (media fetched with the token); the socket from the same host over ws/wss.
 * style-src allows inline styles: MUI (emotion) injects <style> elements at run time and
 * components set style attributes (see docs/decisions/0021-security-headers.md).
 */
export function contentSecurityPolicy(host: string | undefined) {
  const socket = host && SAFE_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}`,
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Security headers on every response, set before any route (or the 404) runs. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('content-security-policy', contentSecurityPolicy(req.host));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // for browsers without frame-ancestors
    reply.header('x-frame-options', 'DENY');
  });
}
