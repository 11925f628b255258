import { APP_VERSION } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './health.repo';

/** A database that neither answers nor refuses within this is as good as down. */
const READY_TIMEOUT_MS = 5_000;

/** The ping, or a rejection once READY_TIMEOUT_MS has passed without an answer. */
function pingWithin(app: FastifyInstance, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([pingDatabase(app.deps.db), timeout]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance) {
  // liveness: the process answers, whatever the database does
  app.get('/health', { schema: { tags: ['health'] } }, async () => ({ status: 'ok' }));

  // readiness: asked again on every probe, so it recovers as soon as the database does
  app.get('/ready', { schema: { tags: ['health'] } }, async (_req, reply) => {
    try {
      await pingWithin(app, READY_TIMEOUT_MS);
      return { status: 'ready', database: app.deps.dbKind };
    } catch (err) {
      app.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({
        status: 'unavailable',
        error: 'ERR_SERVICE_UNAVAILABLE',
        message: 'Banco de dados indisponível',
      });
    }
  });

  app.get('/version', { schema: { tags: ['health'] } }, async () => ({ version: APP_VERSION }));
}
