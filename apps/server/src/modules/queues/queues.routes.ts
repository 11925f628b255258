import type { FastifyInstance } from 'fastify';
import { ctxOf } from '../../http/authenticate';
import { listCompanyQueues } from './queues.service';

export async function queuesRoutes(app: FastifyInstance) {
  app.get('/queue', { schema: { tags: ['queues'] } }, async (req) => listCompanyQueues(ctxOf(req)));
}
