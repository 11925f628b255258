import { dashboardChartQuery, dashboardQuery } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './dashboard.service';

/** The dashboard (spec 1 §2, §7): admins, and supervisors for their queues. */
export async function dashboardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboard'];
  r.get('/dashboard', { schema: { tags, querystring: dashboardQuery } }, async (req) =>
    service.dashboard(ctxOf(req), req.query),
  );
  r.get(
    '/dashboard/ticketsUsers',
    { schema: { tags, querystring: dashboardChartQuery } },
    async (req) => service.ticketsUsers(ctxOf(req), req.query),
  );
  r.get(
    '/dashboard/ticketsDay',
    { schema: { tags, querystring: dashboardChartQuery } },
    async (req) => service.ticketsDay(ctxOf(req), req.query),
  );
}
