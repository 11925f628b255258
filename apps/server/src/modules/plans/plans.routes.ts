import type { FastifyInstance } from 'fastify';
import { publicCtxOf } from '../../http/authenticate';
import { listPublicPlans } from './plans.service';

/** Public: the sign-up page lists plans without a session. */
export async function plansPublicRoutes(app: FastifyInstance) {
  app.get('/plans/list', { schema: { tags: ['plans'] } }, async (req) =>
    listPublicPlans(publicCtxOf(req)),
  );
}
