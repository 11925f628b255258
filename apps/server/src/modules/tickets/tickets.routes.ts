import { idParams, ticketCreateSchema, ticketListQuery, ticketUpdateSchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './tickets.service';

export async function ticketsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tickets'];

  r.get('/tickets', { schema: { tags, querystring: ticketListQuery } }, async (req) =>
    service.listTickets(ctxOf(req), req.query),
  );
  r.get(
    '/tickets/u/:uuid',
    { schema: { tags, params: z.object({ uuid: z.uuid('Invalid id') }) } },
    async (req) => service.getTicketByUuid(ctxOf(req), req.params.uuid),
  );
  r.get('/tickets/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getTicket(ctxOf(req), req.params.id),
  );
  r.post('/tickets', { schema: { tags, body: ticketCreateSchema } }, async (req) =>
    service.createTicket(ctxOf(req), req.body),
  );
  r.put(
    '/tickets/:id',
    { schema: { tags, params: idParams, body: ticketUpdateSchema } },
    async (req) => service.updateTicket(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/tickets/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.deleteTicket(ctxOf(req), req.params.id);
    return { message: 'ticket deleted' };
  });
}
