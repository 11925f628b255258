import { idParams, notifyUserSchema, schedulesBodySchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './notify.service';

/**
 * The Notifications screen (spec 2 §7): recipients and their hours. The spec's client writes
 * the list paths with a trailing slash; both spellings answer.
 */
export async function notifyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notify'];
  // '/notify/' too: the router ignores a final slash (docs/decisions/0100-http-conventions.md)
  r.get('/notify', { schema: { tags } }, async (req) => service.getNotify(ctxOf(req)));
  r.post('/notify/user', { schema: { tags, body: notifyUserSchema } }, async (req) =>
    service.createRecipient(ctxOf(req), req.body),
  );
  r.put(
    '/notify/user/:id',
    { schema: { tags, params: idParams, body: notifyUserSchema } },
    async (req) => service.updateRecipient(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/notify/user/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.deleteRecipient(ctxOf(req), req.params.id);
    return { message: 'Destinatário excluído' };
  });
  const hours = { schema: { tags, body: schedulesBodySchema } };
  r.post('/notify/time', hours, async (req) =>
    service.saveNotifyHours(ctxOf(req), req.body.schedules),
  );
  r.put('/notify/time', hours, async (req) =>
    service.saveNotifyHours(ctxOf(req), req.body.schedules),
  );
}
