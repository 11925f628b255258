import {
  reportExportQuery,
  reportKindParams,
  reportSummaryQuery,
  reportTicketsQuery,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import { CONTENT_TYPES, exportReport, FILE_NAMES } from './report-export';
import { countTickets } from './reports.repo';
import * as service from './reports.service';

/** The reports page (issue 13): admins and supervisors; lists on screen and files to download. */
export async function reportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  r.get('/reports/tickets', { schema: { tags, querystring: reportTicketsQuery } }, async (req) =>
    service.ticketsPage(ctxOf(req), req.query),
  );
  r.get('/reports/attendants', { schema: { tags, querystring: reportSummaryQuery } }, async (req) =>
    service.summary(ctxOf(req), req.query, 'user'),
  );
  r.get('/reports/queues', { schema: { tags, querystring: reportSummaryQuery } }, async (req) =>
    service.summary(ctxOf(req), req.query, 'queue'),
  );
  r.get(
    '/reports/:kind/export',
    { schema: { tags, params: reportKindParams, querystring: reportExportQuery } },
    async (req, reply) => {
      const ctx = ctxOf(req);
      const { format, ...filters } = req.query;
      const { kind } = req.params;
      const run = await service.prepare(ctx, filters);
      // the page's progress bar divides the rows received by this total
      if (kind === 'tickets') {
        const total = await countTickets(ctx.db, run.scope, run.filters, run.period);
        reply.header('x-total-rows', String(total));
      }
      const name = `${FILE_NAMES[kind]}-${run.period.from}-${run.period.to}.${format}`;
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(exportReport(ctx, kind, run, format));
    },
  );
}
