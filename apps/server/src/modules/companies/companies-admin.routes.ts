import { companySchema, companyUserSchema, idParam, idParams, pageQuery } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './companies-admin.service';
import { deleteCompany } from './company-delete';
import { getCompanyUser, updateCompanyUser } from './company-user';

/** Private: the Settings page's Companies tab (super users) and a company's own plan. */
export async function companiesAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];

  r.get('/companies', { schema: { tags, querystring: pageQuery } }, async (req) =>
    service.listCompanies(ctxOf(req), req.query),
  );
  r.get('/companies/list', { schema: { tags } }, async (req) =>
    service.listAllCompanies(ctxOf(req)),
  );
  r.get(
    '/companies/listPlan/:companyId',
    { schema: { tags, params: z.object({ companyId: idParam }) } },
    async (req) => service.getCompanyPlan(ctxOf(req), req.params.companyId),
  );
  r.get('/companies/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getCompany(ctxOf(req), req.params.id),
  );
  r.post('/companies', { schema: { tags, body: companySchema } }, async (req, reply) =>
    reply.status(201).send(await service.createCompany(ctxOf(req), req.body)),
  );
  r.put(
    '/companies/:id',
    { schema: { tags, params: idParams, body: companySchema } },
    async (req) => service.updateCompany(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/companies/:id', { schema: { tags, params: idParams } }, async (req) => {
    await deleteCompany(ctxOf(req), req.params.id);
    return { message: 'Empresa excluída' };
  });
  r.get('/companies/:id/user', { schema: { tags, params: idParams } }, async (req) =>
    getCompanyUser(ctxOf(req), req.params.id),
  );
  r.put(
    '/companies/:id/user',
    { schema: { tags, params: idParams, body: companyUserSchema } },
    async (req) => updateCompanyUser(ctxOf(req), req.params.id, req.body),
  );
}
