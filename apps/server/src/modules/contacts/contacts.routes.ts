import { Readable } from 'node:stream';
import { contactListQuery, contactSchema, idParams } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid } from '../../http/app-error';
import { ctxOf } from '../../http/authenticate';
import { exportContactsCsv } from './contacts-export';
import { importContacts } from './contacts-import';
import * as service from './contacts.service';

/** Private: registered inside the authenticated scope. */
export async function contactsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];

  r.get('/contacts', { schema: { tags, querystring: contactListQuery } }, async (req) =>
    service.listContactsPage(ctxOf(req), req.query),
  );
  r.get('/contacts/list', { schema: { tags } }, async (req) => service.listAllContacts(ctxOf(req)));
  r.get('/contacts/export', { schema: { tags } }, async (req, reply) => {
    const csv = Readable.from(exportContactsCsv(ctxOf(req)));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="contatos.csv"')
      .send(csv);
  });
  r.get('/contacts/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getContact(ctxOf(req), req.params.id),
  );
  r.post('/contacts', { schema: { tags, body: contactSchema } }, async (req) =>
    service.createContact(ctxOf(req), req.body),
  );
  r.post(
    '/contacts/import',
    { schema: { tags, consumes: ['multipart/form-data'] } },
    async (req) => {
      const file = req.isMultipart() ? await req.file() : undefined;
      if (!file || file.fieldname !== 'file') {
        throw invalid({ file: 'Envie o arquivo como multipart/form-data no campo "file"' });
      }
      return importContacts(ctxOf(req), { filename: file.filename, data: await file.toBuffer() });
    },
  );
  r.put('/contacts/:id', { schema: { tags, params: idParams, body: contactSchema } }, async (req) =>
    service.updateContact(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/contacts/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.deleteContact(ctxOf(req), req.params.id);
    return { message: 'Contato excluído' };
  });
}
