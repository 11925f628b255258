import {
  idParams,
  IMAGE_ATTACHMENT_TYPES,
  QUICK_MESSAGE_MESSAGES,
  quickMessageListQuery,
  quickMessageSchema,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid } from '../../http/app-error';
import { ctxOf } from '../../http/authenticate';
import { sendMedia, withUpload } from '../../http/uploads';
import * as service from './quick-messages.service';

/**
 * The multipart field 'file' (typeArch=quickMessage is the spec client's tag, ignored): a png,
 * jpg or jpeg image (spec 2 §5), judged by its bytes.
 */
const attachmentUpload = {
  fileFields: ['file'],
  maxFiles: 1,
  errorField: 'file',
  images: { types: IMAGE_ATTACHMENT_TYPES, refusedMessage: QUICK_MESSAGE_MESSAGES.imageOnly },
};

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
      if (!req.isMultipart()) throw invalid({ file: QUICK_MESSAGE_MESSAGES.fileMissing });
      return withUpload(req, ctx, attachmentUpload, ({ files: [file] }) => {
        if (!file) throw invalid({ file: QUICK_MESSAGE_MESSAGES.fileMissing });
        return service.attachMedia(ctx, req.params.id, file);
      });
    },
  );
  r.delete(
    '/quick-messages/:id/media-upload',
    { schema: { tags, params: idParams } },
    async (req) => service.detachMedia(ctxOf(req), req.params.id),
  );
  r.get('/quick-messages/:id/media', { schema: { tags, params: idParams } }, async (req, reply) => {
    const { stream, name } = await service.media(ctxOf(req), req.params.id);
    return sendMedia(reply, stream, name);
  });
}
