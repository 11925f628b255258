import {
  idParams,
  tagChangeSchema,
  tagCreateSchema,
  tagListQuery,
  tagSyncSchema,
  tagUpdateSchema,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './tags.service';

/** Private: the Tags page's CRUD and what the chat's tag editor needs. */
export async function tagsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tags'];

  r.get('/tags', { schema: { tags, querystring: tagListQuery } }, async (req) =>
    service.listTagsPage(ctxOf(req), req.query),
  );
  r.get('/tags/list', { schema: { tags } }, async (req) => service.listTags(ctxOf(req)));
  r.get('/tags/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getTag(ctxOf(req), req.params.id),
  );
  r.post('/tags', { schema: { tags, body: tagCreateSchema } }, async (req) =>
    service.createTag(ctxOf(req), req.body),
  );
  r.put('/tags/:id', { schema: { tags, params: idParams, body: tagUpdateSchema } }, async (req) =>
    service.updateTag(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/tags/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.deleteTag(ctxOf(req), req.params.id);
    return { message: 'Etiqueta excluída' };
  });
  r.post('/tags/sync', { schema: { tags, body: tagSyncSchema } }, async (req) =>
    service.syncTicketTags(ctxOf(req), req.body),
  );
  r.patch(
    '/tickets/:id/tags',
    { schema: { tags, params: idParams, body: tagChangeSchema } },
    async (req) => service.changeTicketTags(ctxOf(req), req.params.id, req.body),
  );
}
