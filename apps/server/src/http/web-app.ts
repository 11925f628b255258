import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from the same port. Client routes (/tickets/..., /users) fall back
 * to index.html; unknown /api and /socket.io paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasBuild = !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    // wildcard: files are looked up per request, so a rebuilt app is served without a restart
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: ['index.html'] });
  } else {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isApi = url.startsWith('/api') || url.startsWith('/socket.io');
    if (hasBuild && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: 'ERR_NOT_FOUND', message: `Rota não encontrada: ${req.method} ${url}` });
  });
}
