import type { z } from 'zod';
import type { SystemCtx } from '../../context';
import type { JobAttempt } from '../../jobs/job-queue';
import { findWhatsapp } from '../../modules/whatsapps/whatsapps.repo';
import * as repo from './cloud-api.repo';
import type { cloudApiWebhookJob } from './webhook.job';
import { webhookPayloadSchema } from './webhook-payload';
import { DeliveryIncomplete } from './webhook-processor';

/**
 * Ingests a stored delivery once; a run repeated after a crash finds it processed or redoes it.
 * Items that failed for a reason that may pass make the job try again; on its last try they
 * are settled (a message is stored without the file it could not fetch) rather than lost.
 */
export async function cloudApiWebhookHandler(
  ctx: SystemCtx,
  { companyId, webhookId }: z.output<typeof cloudApiWebhookJob.schema>,
  attempt: JobAttempt,
) {
  const hook = await repo.findWebhook(ctx.db, companyId, webhookId);
  if (!hook || hook.processedAt) return;
  const conn = await findWhatsapp(ctx.db, companyId, hook.whatsappId);
  const payload = webhookPayloadSchema.safeParse(hook.payload);
  if (conn?.provider === 'cloud-api' && payload.success) {
    try {
      await ctx.channels.cloudApi.processWebhook(
        { id: conn.id, companyId, name: conn.name },
        payload.data,
      );
    } catch (err) {
      const lastTry = attempt.retryCount >= attempt.retryLimit;
      if (!(err instanceof DeliveryIncomplete) || !lastTry) throw err;
      await err.settle();
    }
  }
  await repo.markWebhookProcessed(ctx.db, companyId, webhookId, ctx.clock.now());
}
