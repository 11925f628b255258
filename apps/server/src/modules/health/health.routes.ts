import { APP_VERSION } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './health.repo';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['health'] } }, async () => ({ status: 'ok' }));

  app.get('/ready', { schema: { tags: ['health'] } }, async (_req, reply) => {
    try {
      await pingDatabase(app.deps.db);
      return { status: 'ready', database: app.deps.dbKind };
    } catch (err) {
      app.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  app.get('/version', { schema: { tags: ['health'] } }, async () => ({ version: APP_VERSION }));
}
