import { helpSchema, idParams, pageQuery } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './helps.service';

/** Private: the /helps page (every user) and the Settings page's Helps tab (super users). */
export async function helpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['helps'];
  r.get('/helps', { schema: { tags, querystring: pageQuery } }, async (req) =>
    service.listHelpsPage(ctxOf(req), req.query),
  );
  r.get('/helps/list', { schema: { tags } }, async (req) => service.listHelps(ctxOf(req)));
  r.get('/helps/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getHelp(ctxOf(req), req.params.id),
  );
  r.post('/helps', { schema: { tags, body: helpSchema } }, async (req, reply) =>
    reply.status(201).send(await service.createHelp(ctxOf(req), req.body)),
  );
  r.put('/helps/:id', { schema: { tags, params: idParams, body: helpSchema } }, async (req) =>
    service.updateHelp(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/helps/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.deleteHelp(ctxOf(req), req.params.id);
    return { message: 'Vídeo de ajuda excluído' };
  });
}
