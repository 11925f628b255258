import { settingKeyParams, settingUpdateSchema } from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ctxOf } from '../../http/authenticate';
import * as service from './settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['settings'];
  r.get('/settings', { schema: { tags } }, async (req) => service.listCompanySettings(ctxOf(req)));
  r.put(
    '/settings/:key',
    { schema: { tags, params: settingKeyParams, body: settingUpdateSchema } },
    async (req) => service.updateSetting(ctxOf(req), req.params.key, req.body.value),
  );
}
