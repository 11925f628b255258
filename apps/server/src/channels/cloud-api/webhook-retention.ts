import type { SystemCtx } from '../../context';
import { defineSweep } from '../../jobs/sweep';
import { deleteProcessedWebhooks } from './cloud-api.repo';

/** Processed webhook deliveries are kept this long (decision 0052), then deleted. */
export const WEBHOOK_RETENTION_DAYS = 7;
/** Rows one statement deletes, and statements one run makes at most. */
export const RETENTION_BATCH = 1000;
const MAX_BATCHES = 10;

/** Once an hour, at minute 17: the sweep has no deadline, and the hour's load is spread. */
export const WEBHOOK_RETENTION_CRON = '17 * * * *';
export const webhookRetentionJob = defineSweep('cloud-api.webhook-retention');

/**
 * Deletes the deliveries processed more than WEBHOOK_RETENTION_DAYS ago, in bounded batches
 * (at most RETENTION_BATCH × 10 rows a run; a backlog goes in the next runs). Rows not yet
 * processed stay whatever their age: they are still to be ingested. Answers the rows deleted.
 */
export async function sweepProcessedWebhooks(ctx: Pick<SystemCtx, 'db' | 'clock' | 'log'>) {
  const before = new Date(ctx.clock.now().getTime() - WEBHOOK_RETENTION_DAYS * 86_400_000);
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const deleted = await deleteProcessedWebhooks(ctx.db, before, RETENTION_BATCH);
    total += deleted;
    if (deleted < RETENTION_BATCH) break;
  }
  if (total) ctx.log.info({ deleted: total }, 'processed cloud-api webhooks deleted');
  return total;
}
