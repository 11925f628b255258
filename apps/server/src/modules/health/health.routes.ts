import { APP_VERSION } from '@atende/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['health'] } }, async () => ({ status: 'ok' }));

  app.get('/ready', { schema: { tags: ['health'] } }, async (_req, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ready', database: app.deps.dbKind };
    } catch (err) {
      app.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  app.get('/version', { schema: { tags: ['health'] } }, async () => ({ version: APP_VERSION }));
}
