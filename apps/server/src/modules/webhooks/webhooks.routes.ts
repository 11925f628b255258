import { idParams, WEBHOOK_MESSAGES, webhookDeliveriesQuery, webhookSchema } from '@atende/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import type { WebhookEnv } from './webhook-deps';
import * as service from './webhooks.service';

const envOf = (req: FastifyRequest): WebhookEnv => ({
  allowPrivate: req.server.deps.webhooksAllowPrivate ?? false,
});

/** Private: registered inside the authenticated scope; admins only (the service checks). */
export async function webhooksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];

  r.get('/webhooks', { schema: { tags } }, async (req) => service.list(ctxOf(req)));
  r.get('/webhooks/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getOne(ctxOf(req), req.params.id),
  );
  r.post('/webhooks', { schema: { tags, body: webhookSchema } }, async (req) =>
    service.create(ctxOf(req), envOf(req), req.body),
  );
  r.put('/webhooks/:id', { schema: { tags, params: idParams, body: webhookSchema } }, async (req) =>
    service.update(ctxOf(req), envOf(req), req.params.id, req.body),
  );
  r.delete('/webhooks/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.remove(ctxOf(req), req.params.id);
    return { message: WEBHOOK_MESSAGES.deleted };
  });
  r.post('/webhooks/:id/rotate-secret', { schema: { tags, params: idParams } }, async (req) =>
    service.rotateSecret(ctxOf(req), envOf(req), req.params.id),
  );
  r.post('/webhooks/:id/test', { schema: { tags, params: idParams } }, async (req) =>
    service.ping(ctxOf(req), envOf(req), req.params.id),
  );
  r.get(
    '/webhooks/:id/deliveries',
    { schema: { tags, params: idParams, querystring: webhookDeliveriesQuery } },
    async (req) => service.deliveries(ctxOf(req), req.params.id, req.query.before),
  );
  r.post(
    '/webhooks/deliveries/:id/redeliver',
    { schema: { tags, params: idParams } },
    async (req) => service.redeliver(ctxOf(req), req.params.id),
  );
}
