import { idParams, planSchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './plans-admin.service';

/** Private: the Settings page's Plans tab (writes by super users only). */
export async function plansAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['plans'];
  r.get('/plans/all', { schema: { tags } }, async (req) => service.listAllPlans(ctxOf(req)));
  r.get('/plans/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getPlan(ctxOf(req), req.params.id),
  );
  r.post('/plans', { schema: { tags, body: planSchema } }, async (req, reply) =>
    reply.status(201).send(await service.createPlan(ctxOf(req), req.body)),
  );
  r.put('/plans/:id', { schema: { tags, params: idParams, body: planSchema } }, async (req) =>
    service.updatePlan(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/plans/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.deletePlan(ctxOf(req), req.params.id);
    return { message: 'Plano excluído' };
  });
}
