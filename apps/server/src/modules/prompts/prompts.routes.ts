import {
  idParams,
  PROMPT_MESSAGES,
  promptCreateSchema,
  promptQuery,
  promptSchema,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './prompts.service';

/** Private (spec 3 §7 Prompts); the plan gate refuses it without useOpenAi. */
export async function promptsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['prompts'];

  r.get('/prompt', { schema: { tags, querystring: promptQuery } }, async (req) =>
    service.listPage(ctxOf(req), req.query),
  );
  r.get('/prompt/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getOne(ctxOf(req), req.params.id),
  );
  r.post('/prompt', { schema: { tags, body: promptCreateSchema } }, async (req) =>
    service.create(ctxOf(req), req.body),
  );
  r.put('/prompt/:id', { schema: { tags, params: idParams, body: promptSchema } }, async (req) =>
    service.update(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/prompt/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.remove(ctxOf(req), req.params.id);
    return { message: PROMPT_MESSAGES.deleted };
  });
}
