import {
  idParams,
  schedulesBodySchema,
  settingKeyParams,
  settingUpdateSchema,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import { saveCompanySchedules } from './company-schedules';
import * as service from './settings.service';

/** The Settings page: its options, and the company's hours for its Schedules tab (read with
 * GET /companies/{id}, companies-admin.routes.ts). */
export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  r.get('/settings', { schema: { tags } }, async (req) => service.listCompanySettings(ctxOf(req)));
  r.put(
    '/settings/:key',
    { schema: { tags, params: settingKeyParams, body: settingUpdateSchema } },
    async (req) => service.updateSetting(ctxOf(req), req.params.key, req.body.value),
  );
  r.put(
    '/companies/:id/schedules',
    { schema: { tags: ['companies'], params: idParams, body: schedulesBodySchema } },
    async (req) => saveCompanySchedules(ctxOf(req), req.params.id, req.body.schedules),
  );
}
