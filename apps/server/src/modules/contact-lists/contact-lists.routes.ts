import {
  CONTACT_LIST_IMPORT_MAX_BYTES,
  CONTACT_LIST_MESSAGES,
  contactListItemCreateSchema,
  contactListItemQuery,
  contactListItemSchema,
  contactListSchema,
  idParams,
  pageQuery,
} from '@atende/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid } from '../../http/app-error';
import { ctxOf } from '../../http/authenticate';
import { exampleSpreadsheet } from './contact-list-example';
import * as items from './contact-list-items.service';
import { importContactList } from './contact-lists-import';
import * as lists from './contact-lists.service';

const MAX_MB = CONTACT_LIST_IMPORT_MAX_BYTES / 1024 / 1024;

/** The spreadsheet of field 'file', read whole (bounded): over the limit is a 400, not a 413. */
async function spreadsheetOf(req: FastifyRequest) {
  const file = req.isMultipart()
    ? await req.file({ limits: { fileSize: CONTACT_LIST_IMPORT_MAX_BYTES } })
    : undefined;
  if (!file || file.fieldname !== 'file')
    throw invalid({ file: CONTACT_LIST_MESSAGES.fileMissing });
  try {
    return { filename: file.filename, data: await file.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw err;
    throw invalid({ file: `O arquivo passa de ${MAX_MB} MB: divida a lista em partes menores` });
  }
}

/** Private, and gated by the campaigns flag (plan-features.ts) with the pages. */
export async function contactListsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contact-lists'];

  r.get('/contact-lists', { schema: { tags, querystring: pageQuery } }, async (req) =>
    lists.listPage(ctxOf(req), req.query),
  );
  r.get('/contact-lists/list', { schema: { tags } }, async (req) => lists.listAll(ctxOf(req)));
  r.get('/contact-lists/example', { schema: { tags } }, async (_req, reply) =>
    reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="lista-de-contatos-exemplo.xlsx"')
      .send(await exampleSpreadsheet()),
  );
  r.get('/contact-lists/:id', { schema: { tags, params: idParams } }, async (req) =>
    lists.getOne(ctxOf(req), req.params.id),
  );
  r.post('/contact-lists', { schema: { tags, body: contactListSchema } }, async (req) =>
    lists.create(ctxOf(req), req.body),
  );
  r.put(
    '/contact-lists/:id',
    { schema: { tags, params: idParams, body: contactListSchema } },
    async (req) => lists.update(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/contact-lists/:id', { schema: { tags, params: idParams } }, async (req) => {
    await lists.remove(ctxOf(req), req.params.id);
    return { message: CONTACT_LIST_MESSAGES.deleted };
  });
  r.post(
    '/contact-lists/:id/upload',
    { schema: { tags, params: idParams, consumes: ['multipart/form-data'] } },
    async (req) => {
      const ctx = ctxOf(req);
      // a stranger's list answers 404 before the file is read
      await lists.getOne(ctx, req.params.id);
      return importContactList(ctx, req.params.id, await spreadsheetOf(req));
    },
  );

  r.get(
    '/contact-list-items',
    { schema: { tags, querystring: contactListItemQuery } },
    async (req) => items.listPage(ctxOf(req), req.query),
  );
  r.get('/contact-list-items/:id', { schema: { tags, params: idParams } }, async (req) =>
    items.getOne(ctxOf(req), req.params.id),
  );
  r.post(
    '/contact-list-items',
    { schema: { tags, body: contactListItemCreateSchema } },
    async (req) => items.create(ctxOf(req), req.body),
  );
  r.put(
    '/contact-list-items/:id',
    { schema: { tags, params: idParams, body: contactListItemSchema } },
    async (req) => items.update(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/contact-list-items/:id', { schema: { tags, params: idParams } }, async (req) => {
    await items.remove(ctxOf(req), req.params.id);
    return { message: CONTACT_LIST_MESSAGES.itemDeleted };
  });
}
