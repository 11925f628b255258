import {
  CAMPAIGN_MESSAGES,
  campaignListQuery,
  campaignSchema,
  campaignSettingsSchema,
  idParams,
} from '@atende/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid } from '../../http/app-error';
import { ctxOf } from '../../http/authenticate';
import { sendMedia, withUpload } from '../../http/uploads';
import { getSettings, saveSettings } from './campaign-settings';
import * as report from './campaign-report';
import * as service from './campaigns.service';

const attachmentUpload = { fileFields: ['file'], maxFiles: 1, errorField: 'file' };

/** Private: registered inside the authenticated scope (plan flag useCampaigns). */
export async function campaignsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['campaigns'];

  r.get('/campaigns', { schema: { tags, querystring: campaignListQuery } }, async (req) =>
    service.listPage(ctxOf(req), req.query),
  );
  r.get('/campaigns/:id', { schema: { tags, params: idParams } }, async (req) =>
    service.getOne(ctxOf(req), req.params.id),
  );
  r.post('/campaigns', { schema: { tags, body: campaignSchema } }, async (req) =>
    service.create(ctxOf(req), req.body),
  );
  r.put(
    '/campaigns/:id',
    { schema: { tags, params: idParams, body: campaignSchema } },
    async (req) => service.update(ctxOf(req), req.params.id, req.body),
  );
  r.delete('/campaigns/:id', { schema: { tags, params: idParams } }, async (req) => {
    await service.remove(ctxOf(req), req.params.id);
    return { message: 'Campanha excluída' };
  });
  r.post('/campaigns/:id/cancel', { schema: { tags, params: idParams } }, async (req) =>
    service.cancel(ctxOf(req), req.params.id),
  );
  r.post('/campaigns/:id/restart', { schema: { tags, params: idParams } }, async (req) =>
    service.restart(ctxOf(req), req.params.id),
  );
  r.get('/campaigns/:id/report', { schema: { tags, params: idParams } }, async (req) =>
    report.reportOf(ctxOf(req), req.params.id),
  );
  r.get('/campaigns/:id/report.csv', { schema: { tags, params: idParams } }, async (req, reply) => {
    const { name, stream } = await report.csvOf(ctxOf(req), req.params.id);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`);
    return reply.send(stream);
  });
  r.post(
    '/campaigns/:id/media-upload',
    { schema: { tags, params: idParams, consumes: ['multipart/form-data'] } },
    async (req) => {
      const ctx = ctxOf(req);
      await service.assertMediaEditable(ctx, req.params.id);
      if (!req.isMultipart()) throw invalid({ file: CAMPAIGN_MESSAGES.fileMissing });
      return withUpload(req, ctx, attachmentUpload, ({ files: [file] }) => {
        if (!file) throw invalid({ file: CAMPAIGN_MESSAGES.fileMissing });
        return service.attachMedia(ctx, req.params.id, file);
      });
    },
  );
  r.delete('/campaigns/:id/media-upload', { schema: { tags, params: idParams } }, async (req) =>
    service.detachMedia(ctxOf(req), req.params.id),
  );
  r.get('/campaigns/:id/media', { schema: { tags, params: idParams } }, async (req, reply) => {
    const { stream, name } = await service.media(ctxOf(req), req.params.id);
    return sendMedia(reply, stream, name);
  });
  r.get('/campaign-settings', { schema: { tags } }, async (req) => getSettings(ctxOf(req)));
  r.post('/campaign-settings', { schema: { tags, body: campaignSettingsSchema } }, async (req) =>
    saveSettings(ctxOf(req), req.body),
  );
}
