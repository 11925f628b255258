import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build output: its name changes with its content, so browsers may keep it for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html (and other unhashed files): always revalidated, so a new build is seen at once. */
export const REVALIDATE_CACHE = 'no-cache';

function cacheControlFor(webDist: string, filePath: string): string {
  const relative = path.relative(webDist, filePath).split(path.sep);
  return relative[0] === 'assets' ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * Serves the built web app from the same port. Client routes (/tickets/..., /users) fall back
 * to index.html; unknown /api and /socket.io paths stay JSON 404s. The build writes .br and .gz
 * beside each text asset; the copy the browser accepts is sent as is (no compression per
 * request).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasBuild = !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    // wildcard: files are looked up per request, so a rebuilt app is served without a restart
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(webDist, filePath));
        // the body depends on Accept-Encoding: shared caches must keep one copy per encoding
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isApi = url.startsWith('/api') || url.startsWith('/socket.io');
    // a missing hashed asset is a stale page asking for an old build: 404, not the app shell
    const isAsset = url.startsWith('/assets/');
    if (hasBuild && !isApi && !isAsset && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: 'ERR_NOT_FOUND', message: `Rota não encontrada: ${req.method} ${url}` });
  });
}
