import { idParam, idParams, messageListQuery } from '@atende/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { ctxOf } from '../../http/authenticate';
import { contentTypeOf, isAllowedUpload } from '../../media/media-type';
import * as service from './messages.service';

const ticketParams = z.object({ ticketId: idParam });
const jsonBody = z.object({
  body: z.string().max(65_536, 'Too Long!').optional().default(''),
  fromMe: z.boolean().optional(),
  read: z.boolean().optional(),
  mediaUrl: z.string().optional().nullable(),
  quotedMsg: z.object({ id: idParam }).passthrough().optional().nullable(),
});

/** Reads a multipart send (fields body, quotedMsg; files medias), saving each file as it streams. */
async function readMultipart(req: FastifyRequest): Promise<service.SendInput> {
  const ctx = ctxOf(req);
  const input: service.SendInput = { body: '', files: [] };
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (!isAllowedUpload(part.mimetype)) {
        part.file.resume();
        throw new AppError(
          'ERR_VALIDATION',
          400,
          `Tipo de arquivo não permitido: ${part.mimetype}`,
          {
            medias: `Tipo de arquivo não permitido: ${part.mimetype}`,
          },
        );
      }
      const path = await ctx.media.save(ctx.companyId, part.file, part.filename);
      if (part.file.truncated) {
        throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, `Arquivo grande demais: ${part.filename}`);
      }
      input.files.push({ path, name: part.filename, mimetype: part.mimetype });
    } else if (part.fieldname === 'body') {
      input.body = String(part.value ?? '');
    } else if (part.fieldname === 'quotedMsgId') {
      input.quotedMsgId = Number(part.value) || undefined;
    }
  }
  return input;
}

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
    let input: service.SendInput;
    if (req.isMultipart()) {
      input = await readMultipart(req);
    } else {
      const parsed = jsonBody.safeParse(req.body ?? {});
      if (!parsed.success) {
        const fields = Object.fromEntries(
          parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.message]),
        );
        throw new AppError('ERR_VALIDATION', 400, 'Mensagem inválida', fields);
      }
      input = { body: parsed.data.body, quotedMsgId: parsed.data.quotedMsg?.id, files: [] };
    }
    const messages = await service.sendMessages(ctx, req.params.ticketId, input);
    return { messages };
  });

  r.delete('/messages/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.deleteMessage(ctxOf(req), req.params.id),
  );

  r.get('/messages/:id/media', { schema: { tags, params: idParams } }, async (req, reply) => {
    const { stream, name } = await service.messageMedia(ctxOf(req), req.params.id);
    return reply
      .header('content-disposition', `inline; filename="${encodeURIComponent(name)}"`)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type(contentTypeOf(name))
      .send(stream);
  });
}
