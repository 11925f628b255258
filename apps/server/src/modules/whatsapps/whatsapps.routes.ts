import {
  idParams,
  whatsappDeleteQuery,
  whatsappSchema,
  whatsappSessionSchema,
  whatsappUpdateSchema,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as sessions from './sessions.service';
import * as service from './whatsapps.service';

export async function whatsappsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['connections'];

  r.get('/whatsapp', { schema: { tags } }, async (req) => service.listWhatsapps(ctxOf(req)));
  r.get('/whatsapp/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getWhatsapp(ctxOf(req), req.params.id),
  );
  r.post('/whatsapp', { schema: { tags, body: whatsappSchema } }, async (req) => {
    const ctx = ctxOf(req);
    const created = await service.createWhatsapp(ctx, req.body);
    // a new connection starts its session straight away; a failure shows in its status
    await ctx.channels
      .get(created.provider)
      .start({ id: created.id, companyId: ctx.companyId, name: created.name })
      .catch((err) => req.log.info({ err }, 'connection could not start'));
    return service.getWhatsapp(ctx, created.id);
  });
  r.put(
    '/whatsapp/:id',
    { schema: { tags, params: idParams, body: whatsappUpdateSchema } },
    async (req) => {
      const ctx = ctxOf(req);
      const saved = await service.updateWhatsapp(ctx, req.params.id, req.body);
      // new credentials are checked at once: the status says whether they open the API
      if (saved.provider !== 'cloud-api' || !req.body.cloudApi) return saved;
      await ctx.channels
        .get(saved.provider)
        .start({ id: saved.id, companyId: ctx.companyId, name: saved.name })
        .catch((err) => req.log.info({ err }, 'connection credentials refused'));
      return service.getWhatsapp(ctx, saved.id);
    },
  );
  r.delete(
    '/whatsapp/:id',
    { schema: { tags, params: idParams, querystring: whatsappDeleteQuery } },
    async (req) => {
      const ctx = ctxOf(req);
      await service.deleteWhatsapp(
        ctx,
        req.params.id,
        (row) => ctx.channels.get(row.provider).logout(sessions.refOf(row)),
        req.query.deleteTickets,
      );
      return { message: 'Whatsapp deleted.' };
    },
  );

  r.post(
    '/whatsappsession/:id',
    { schema: { tags, params: idParams, body: whatsappSessionSchema } },
    async (req) => sessions.startSession(ctxOf(req), req.params.id, req.body),
  );
  r.put('/whatsappsession/:id', { schema: { tags, params: idParams } }, async (req) =>
    sessions.renewSession(ctxOf(req), req.params.id),
  );
  r.delete('/whatsappsession/:id', { schema: { tags, params: idParams } }, async (req) =>
    sessions.disconnectSession(ctxOf(req), req.params.id),
  );
}
