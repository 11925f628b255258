import {
  idParams,
  queueOptionCreateSchema,
  queueOptionListQuery,
  queueOptionUpdateSchema,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './queue-options.service';

/** Private: a queue's chatbot menu (spec 2 §7 Queue options); writes for admins. */
export async function queueOptionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['queues'];

  r.get('/queue-options', { schema: { tags, querystring: queueOptionListQuery } }, async (req) =>
    service.listQueueOptions(ctxOf(req), req.query),
  );
  r.post('/queue-options', { schema: { tags, body: queueOptionCreateSchema } }, async (req) =>
    service.createQueueOption(ctxOf(req), req.body),
  );
  r.put(
    '/queue-options/:id',
    { schema: { tags, params: idParams, body: queueOptionUpdateSchema } },
    async (req) => service.updateQueueOption(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/queue-options/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.deleteQueueOption(ctxOf(req), req.params.id);
    return { message: 'Opção excluída' };
  });
}
