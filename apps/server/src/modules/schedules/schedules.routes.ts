import {
  IMAGE_ATTACHMENT_TYPES,
  idParams,
  SCHEDULE_MESSAGES,
  scheduleListQuery,
  scheduleSchema,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid } from '../../http/app-error';
import { ctxOf } from '../../http/authenticate';
import { sendMedia, withUpload } from '../../http/uploads';
import * as service from './schedules.service';

/**
 * The multipart field 'file' (typeArch=schedule, the spec client's tag, is ignored): a png,
 * jpg or jpeg image (spec 1 §5), judged by its bytes.
 */
const attachmentUpload = {
  fileFields: ['file'],
  maxFiles: 1,
  errorField: 'file',
  images: { types: IMAGE_ATTACHMENT_TYPES, refusedMessage: SCHEDULE_MESSAGES.imageOnly },
};

/** Private: registered inside the authenticated scope (the plan's useSchedules gates it). */
export async function schedulesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schedules'];

  r.get('/schedules', { schema: { tags, querystring: scheduleListQuery } }, async (req) =>
    service.listPage(ctxOf(req), req.query),
  );
  r.get('/schedules/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getOne(ctxOf(req), req.params.id),
  );
  r.post('/schedules', { schema: { tags, body: scheduleSchema } }, async (req) =>
    service.create(ctxOf(req), req.body),
  );
  r.put(
    '/schedules/:id',
    { schema: { tags, params: idParams, body: scheduleSchema } },
    async (req) => service.update(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/schedules/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.remove(ctxOf(req), req.params.id);
    return { message: 'Agendamento excluído' };
  });
  r.post(
    '/schedules/:id/media-upload',
    { schema: { tags, params: idParams, consumes: ['multipart/form-data'] } },
    async (req) => {
      const ctx = ctxOf(req);
      await service.assertEditable(ctx, req.params.id);
      if (!req.isMultipart()) throw invalid({ file: SCHEDULE_MESSAGES.fileMissing });
      return withUpload(req, ctx, attachmentUpload, ({ files: [file] }) => {
        if (!file) throw invalid({ file: SCHEDULE_MESSAGES.fileMissing });
        return service.attachMedia(ctx, req.params.id, file);
      });
    },
  );
  r.delete('/schedules/:id/media-upload', { schema: { tags, params: idParams } }, async (req) =>
    service.detachMedia(ctxOf(req), req.params.id),
  );
  r.get('/schedules/:id/media', { schema: { tags, params: idParams } }, async (req, reply) => {
    const { stream, name } = await service.media(ctxOf(req), req.params.id);
    return sendMedia(reply, stream, name);
  });
}
