import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@atende/shared';
import { z } from 'zod';
import { ctxOf } from '../../http/authenticate';
import { serviceWindow } from './service-window';

export async function serviceWindowRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/tickets/:ticketId/service-window',
    { schema: { tags: ['tickets'], params: z.object({ ticketId: idParam }) } },
    async (req) => serviceWindow(ctxOf(req), req.params.ticketId),
  );
}
