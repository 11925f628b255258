import {
  idParams,
  QUICK_MESSAGE_MESSAGES,
  quickMessageListQuery,
  quickMessageSchema,
} from '@atende/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, invalid } from '../../http/app-error';
import { ctxOf } from '../../http/authenticate';
import { contentTypeOf, isAllowedUpload } from '../../media/media-type';
import * as service from './quick-messages.service';

/** Saves the multipart field 'file' (typeArch=quickMessage is the spec client's tag, ignored). */
async function saveUpload(req: FastifyRequest) {
  const ctx = ctxOf(req);
  if (!req.isMultipart()) throw invalid({ file: QUICK_MESSAGE_MESSAGES.fileMissing });
  let saved: { path: string; name: string } | undefined;
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file' || saved) {
      part.file.resume();
      continue;
    }
    if (!isAllowedUpload(part.mimetype)) {
      part.file.resume();
      throw invalid({ file: `Tipo de arquivo não permitido: ${part.mimetype}` });
    }
    const path = await ctx.media.save(ctx.companyId, part.file, part.filename);
    if (part.file.truncated) {
      throw new AppError('ERR_PAYLOAD_TOO_LARGE', 413, `Arquivo grande demais: ${part.filename}`);
    }
    saved = { path, name: part.filename || 'arquivo' };
  }
  if (!saved) throw invalid({ file: QUICK_MESSAGE_MESSAGES.fileMissing });
  return saved;
}

/** Private: registered inside the authenticated scope. */
export async function quickMessagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quick-messages'];

  r.get('/quick-messages', { schema: { tags, querystring: quickMessageListQuery } }, async (req) =>
    service.listPage(ctxOf(req), req.query),
  );
  r.get('/quick-messages/list', { schema: { tags } }, async (req) => service.listAll(ctxOf(req)));
  r.get('/quick-messages/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getOne(ctxOf(req), req.params.id),
  );
  r.post('/quick-messages', { schema: { tags, body: quickMessageSchema } }, async (req) =>
    service.create(ctxOf(req), req.body),
  );
  r.put(
    '/quick-messages/:id',
    { schema: { tags, params: idParams, body: quickMessageSchema } },
    async (req) => service.update(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/quick-messages/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.remove(ctxOf(req), req.params.id);
    return { message: 'Resposta rápida excluída' };
  });
  r.post(
    '/quick-messages/:id/media-upload',
    { schema: { tags, params: idParams, consumes: ['multipart/form-data'] } },
    async (req) => {
      const ctx = ctxOf(req);
      await service.assertEditable(ctx, req.params.id);
      return service.attachMedia(ctx, req.params.id, await saveUpload(req));
    },
  );
  r.delete(
    '/quick-messages/:id/media-upload',
    { schema: { tags, params: idParams } },
    async (req) => service.detachMedia(ctxOf(req), req.params.id),
  );
  r.get('/quick-messages/:id/media', { schema: { tags, params: idParams } }, async (req, reply) => {
    const { stream, name } = await service.media(ctxOf(req), req.params.id);
    return reply
      .header('content-disposition', `inline; filename="${encodeURIComponent(name)}"`)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .type(contentTypeOf(name))
      .send(stream);
  });
}
