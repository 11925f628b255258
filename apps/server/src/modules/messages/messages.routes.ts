import { idParam, idParams, messageListQuery } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ctxOf } from '../../http/authenticate';
import { sendMedia, withUpload } from '../../http/uploads';
import * as service from './messages.service';

const ticketParams = z.object({ ticketId: idParam });
const jsonBody = z.object({
  body: z.string().max(65_536, 'Too Long!').optional().default(''),
  fromMe: z.boolean().optional(),
  read: z.boolean().optional(),
  mediaUrl: z.string().optional().nullable(),
  quotedMsg: z.object({ id: idParam }).passthrough().optional().nullable(),
});

/** A multipart send: fields body and quotedMsgId, files under medias. */
const sendUpload = { fileFields: ['medias'], errorField: 'medias' };

export async function messagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];

  r.get(
    '/messages/:ticketId',
    {
      schema: {
        tags,
        params: ticketParams,
        querystring: messageListQuery,
      },
    },
    async (req) => service.listMessages(ctxOf(req), req.params.ticketId, req.query),
  );

  r.post('/messages/:ticketId', { schema: { tags, params: ticketParams } }, async (req) => {
    const ctx = ctxOf(req);
    const { ticketId } = req.params;
    if (req.isMultipart()) {
      // refused before a byte is written: no access or a ticket not open
      await service.assertCanSend(ctx, ticketId);
      const messages = await withUpload(req, ctx, sendUpload, ({ fields, files }) =>
        service.sendMessages(ctx, ticketId, {
          body: fields.body ?? '',
          quotedMsgId: Number(fields.quotedMsgId) || undefined,
          files,
        }),
      );
      return { messages };
    }
    const parsed = jsonBody.safeParse(req.body ?? {});
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.message]),
      );
      throw new AppError('ERR_VALIDATION', 400, 'Mensagem inválida', fields);
    }
    const input = { body: parsed.data.body, quotedMsgId: parsed.data.quotedMsg?.id, files: [] };
    return { messages: await service.sendMessages(ctx, ticketId, input) };
  });

  r.delete('/messages/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.deleteMessage(ctxOf(req), req.params.id),
  );

  r.get('/messages/:id/media', { schema: { tags, params: idParams } }, async (req, reply) => {
    const { stream, name } = await service.messageMedia(ctxOf(req), req.params.id);
    return sendMedia(reply, stream, name);
  });
}
