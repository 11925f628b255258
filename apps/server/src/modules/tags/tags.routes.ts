import { tagCreateSchema, tagSyncSchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './tags.service';

/** Private: what the chat's tag editor needs (the Tags page's CRUD comes later). */
export async function tagsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tags'];

  r.get('/tags/list', { schema: { tags } }, async (req) => service.listTags(ctxOf(req)));
  r.post('/tags', { schema: { tags, body: tagCreateSchema } }, async (req) =>
    service.createTag(ctxOf(req), req.body),
  );
  r.post('/tags/sync', { schema: { tags, body: tagSyncSchema } }, async (req) =>
    service.syncTicketTags(ctxOf(req), req.body),
  );
}
