import { idParam, templateSendSchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../http/authenticate';
import { listTemplates, sendTemplate } from './templates.service';

/** Private: a cloud-api connection's approved templates, and sending one on a ticket. */
export async function templatesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/whatsapp/:connectionId/templates',
    { schema: { tags: ['cloud-api'], params: z.object({ connectionId: idParam }) } },
    async (req) => ({ templates: await listTemplates(ctxOf(req), req.params.connectionId) }),
  );
  r.post(
    '/messages/:ticketId/template',
    {
      schema: {
        tags: ['messages'],
        params: z.object({ ticketId: idParam }),
        body: templateSendSchema,
      },
    },
    async (req) => ({ messages: await sendTemplate(ctxOf(req), req.params.ticketId, req.body) }),
  );
}
