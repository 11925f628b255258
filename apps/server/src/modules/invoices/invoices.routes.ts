import { idParams, invoiceListQuery } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './invoices.service';

/** The Faturas page, the platform's invoice list and the subscription page (spec 2, spec 3). */
export async function invoicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];
  r.get('/invoices/all', { schema: { tags, querystring: invoiceListQuery } }, async (req) =>
    service.listOwnInvoices(ctxOf(req), req.query),
  );
  r.get('/invoices', { schema: { tags, querystring: invoiceListQuery } }, async (req) =>
    service.listPlatformInvoices(ctxOf(req), app.deps.payments.name, req.query),
  );
  r.post('/invoices/issue', { schema: { tags } }, async (req) =>
    service.issueInvoicesNow(ctxOf(req)),
  );
  r.get('/invoices/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getInvoice(ctxOf(req), req.params.id),
  );
  r.get('/subscription', { schema: { tags: ['subscription'] } }, async (req) =>
    service.subscriptionStatus(ctxOf(req)),
  );
}
