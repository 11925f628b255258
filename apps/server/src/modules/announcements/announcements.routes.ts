import {
  IMAGE_ATTACHMENT_TYPES,
  ANNOUNCEMENT_MESSAGES,
  announcementSchema,
  idParams,
  pageQuery,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid } from '../../http/app-error';
import { ctxOf } from '../../http/authenticate';
import { sendMedia, withUpload } from '../../http/uploads';
import * as service from './announcements.service';

/** Spec 3 §5: png, jpg and jpeg, told apart by their bytes, not by their names. */
const imageUpload = {
  fileFields: ['file'],
  maxFiles: 1,
  errorField: 'file',
  images: { types: IMAGE_ATTACHMENT_TYPES, refusedMessage: ANNOUNCEMENT_MESSAGES.imageOnly },
};

/** Private: the super users' page (spec 3 §7 Announcements) and every user's top bar. */
export async function announcementsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['announcements'];

  r.get('/announcements', { schema: { tags, querystring: pageQuery } }, async (req) =>
    service.listPage(ctxOf(req), req.query),
  );
  r.get('/announcements/active', { schema: { tags } }, async (req) =>
    service.listActive(ctxOf(req)),
  );
  r.get('/announcements/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getOne(ctxOf(req), req.params.id),
  );
  r.post('/announcements', { schema: { tags, body: announcementSchema } }, async (req) =>
    service.create(ctxOf(req), req.body),
  );
  r.put(
    '/announcements/:id',
    { schema: { tags, params: idParams, body: announcementSchema } },
    async (req) => service.update(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/announcements/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.remove(ctxOf(req), req.params.id);
    return { message: 'Informativo excluído' };
  });
  r.post(
    '/announcements/:id/media-upload',
    { schema: { tags, params: idParams, consumes: ['multipart/form-data'] } },
    async (req) => {
      const ctx = ctxOf(req);
      await service.assertWritable(ctx, req.params.id);
      if (!req.isMultipart()) throw invalid({ file: ANNOUNCEMENT_MESSAGES.fileMissing });
      return withUpload(req, ctx, imageUpload, ({ files: [file] }) => {
        if (!file) throw invalid({ file: ANNOUNCEMENT_MESSAGES.fileMissing });
        return service.attachImage(ctx, req.params.id, file);
      });
    },
  );
  r.delete('/announcements/:id/media-upload', { schema: { tags, params: idParams } }, async (req) =>
    service.detachImage(ctxOf(req), req.params.id),
  );
  r.get('/announcements/:id/media', { schema: { tags, params: idParams } }, async (req, reply) => {
    const { stream, name } = await service.image(ctxOf(req), req.params.id);
    return sendMedia(reply, stream, name);
  });
}
