import { idParams, queueCreateSchema, queueUpdateSchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './queues.service';

/** Private: the Queues page (spec 2 §7 Queues); reads for everyone, writes for admins. */
export async function queuesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['queues'];

  r.get('/queue', { schema: { tags } }, async (req) => service.listCompanyQueues(ctxOf(req)));
  r.get('/queue/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getQueue(ctxOf(req), req.params.id),
  );
  r.post('/queue', { schema: { tags, body: queueCreateSchema } }, async (req) =>
    service.createQueue(ctxOf(req), req.body),
  );
  r.put(
    '/queue/:id',
    { schema: { tags, params: idParams, body: queueUpdateSchema } },
    async (req) => service.updateQueue(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/queue/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.deleteQueue(ctxOf(req), req.params.id);
    return { message: 'Fila excluída' };
  });
}
