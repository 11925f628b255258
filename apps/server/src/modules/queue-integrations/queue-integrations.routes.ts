import {
  idParams,
  QUEUE_INTEGRATION_MESSAGES,
  queueIntegrationListQuery,
  queueIntegrationSchema,
  queueIntegrationTestSchema,
} from '@atende/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import type { IntegrationEnv } from './queue-integration-targets';
import * as service from './queue-integrations.service';

const envOf = (req: FastifyRequest): IntegrationEnv => ({
  allowPrivate: req.server.deps.webhooksAllowPrivate ?? false,
});

/** Private; plan-gated by useIntegrations (PLAN_FEATURES: every route under /queueIntegration). */
export async function queueIntegrationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['queue-integrations'];

  r.get(
    '/queueIntegration',
    { schema: { tags, querystring: queueIntegrationListQuery } },
    async (req) => service.listPage(ctxOf(req), req.query),
  );
  r.post(
    '/queueIntegration/testSession',
    { schema: { tags, body: queueIntegrationTestSchema } },
    async (req) => service.testSession(ctxOf(req), req.body),
  );
  r.get('/queueIntegration/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getOne(ctxOf(req), req.params.id),
  );
  r.post('/queueIntegration', { schema: { tags, body: queueIntegrationSchema } }, async (req) =>
    service.create(ctxOf(req), envOf(req), req.body),
  );
  r.put(
    '/queueIntegration/:id',
    { schema: { tags, params: idParams, body: queueIntegrationSchema } },
    async (req) => service.update(ctxOf(req), envOf(req), req.params.id, req.body),
  );
  r.delete('/queueIntegration/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.remove(ctxOf(req), req.params.id);
    return { message: QUEUE_INTEGRATION_MESSAGES.deleted };
  });
}
