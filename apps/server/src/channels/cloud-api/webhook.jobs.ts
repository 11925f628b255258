import type { z } from 'zod';
import type { SystemCtx } from '../../context';
import { findWhatsapp } from '../../modules/whatsapps/whatsapps.repo';
import * as repo from './cloud-api.repo';
import type { cloudApiWebhookJob } from './webhook.job';
import { webhookPayloadSchema } from './webhook-payload';

/** Ingests a stored delivery once; a run repeated after a crash finds it processed or redoes it. */
export async function cloudApiWebhookHandler(
  ctx: SystemCtx,
  { companyId, webhookId }: z.output<typeof cloudApiWebhookJob.schema>,
) {
  const hook = await repo.findWebhook(ctx.db, companyId, webhookId);
  if (!hook || hook.processedAt) return;
  const conn = await findWhatsapp(ctx.db, companyId, hook.whatsappId);
  const payload = webhookPayloadSchema.safeParse(hook.payload);
  if (conn?.provider === 'cloud-api' && payload.success) {
    await ctx.channels.cloudApi.processWebhook(
      { id: conn.id, companyId, name: conn.name },
      payload.data,
    );
  }
  await repo.markWebhookProcessed(ctx.db, companyId, webhookId, ctx.clock.now());
}
