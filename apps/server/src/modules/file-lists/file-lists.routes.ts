import {
  FILE_LIST_MESSAGES,
  fileListQuery,
  fileListSchema,
  idParam,
  idParams,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid } from '../../http/app-error';
import { ctxOf } from '../../http/authenticate';
import { sendMedia, withUpload } from '../../http/uploads';
import { sendFileList } from './file-list-send';
import * as service from './file-lists.service';

/** The options' files under 'files' (the spec's fileId, typeArch and mediaType are ignored). */
const optionsUpload = { fileFields: ['files'], maxFiles: 20, errorField: 'files' };
const optionParams = z.object({ id: idParam, optionId: idParam });
const sendBody = z.object({ ticketId: idParam });

/** 'id' of the upload form: one option id, or several separated by commas, in the files' order. */
function optionIdsOf(value: string | undefined) {
  const ids = (value ?? '').split(',').map((v) => Number(v.trim()));
  if (!ids.every((n) => Number.isSafeInteger(n) && n > 0)) {
    throw invalid({ id: FILE_LIST_MESSAGES.optionNotFound });
  }
  return ids;
}

/** Private; not plan-gated (spec 3 §6: no permission shown for file lists). */
export async function fileListsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];

  r.get('/files', { schema: { tags, querystring: fileListQuery } }, async (req) =>
    service.listPage(ctxOf(req), req.query),
  );
  r.get('/files/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getOne(ctxOf(req), req.params.id),
  );
  r.post('/files', { schema: { tags, body: fileListSchema } }, async (req) =>
    service.create(ctxOf(req), req.body),
  );
  r.put('/files/:id', { schema: { tags, params: idParams, body: fileListSchema } }, async (req) =>
    service.update(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/files/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.remove(ctxOf(req), req.params.id);
    return { message: FILE_LIST_MESSAGES.deleted };
  });
  r.post(
    '/files/uploadList/:id',
    { schema: { tags, params: idParams, consumes: ['multipart/form-data'] } },
    async (req) => {
      const ctx = ctxOf(req);
      await service.assertExists(ctx, req.params.id);
      if (!req.isMultipart()) throw invalid({ files: FILE_LIST_MESSAGES.filesMissing });
      return withUpload(req, ctx, optionsUpload, ({ fields, files }) =>
        service.attachFiles(ctx, req.params.id, optionIdsOf(fields.id), files),
      );
    },
  );
  r.get(
    '/files/:id/options/:optionId/file',
    { schema: { tags, params: optionParams } },
    async (req, reply) => {
      const { stream, name } = await service.optionFile(
        ctxOf(req),
        req.params.id,
        req.params.optionId,
      );
      return sendMedia(reply, stream, name);
    },
  );
  r.post(
    '/files/:id/send',
    { schema: { tags, params: idParams, body: sendBody } },
    async (req) => ({
      messages: await sendFileList(ctxOf(req), req.params.id, req.body.ticketId),
    }),
  );
}
