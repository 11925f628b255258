import { WEBHOOK_PAUSE_AFTER } from '@atende/shared';
import type { JobAttempt } from '../../jobs/job-queue';
import type { WebhookSystem } from './webhook-deps';
import { webhookDeliveryJob } from './webhook-delivery.job';
import { postDelivery } from './webhook-post';
import { toWebhookDTO } from './webhooks.dto';
import * as repo from './webhooks.repo';

/** Thrown so the job queue retries the delivery later (with backoff). */
export class DeliveryRetry extends Error {
  constructor(reason: string) {
    super(`webhook delivery failed, retrying: ${reason}`);
    this.name = 'DeliveryRetry';
  }
}

export const enqueueDelivery = (sys: Pick<WebhookSystem, 'jobs'>, companyId: number, id: number) =>
  sys.jobs.send(webhookDeliveryJob, { companyId, deliveryId: id });

/** The next delivery of the same ticket (or contact) goes once this one is done. */
async function releaseNext(sys: WebhookSystem, delivery: repo.DeliveryRow) {
  if (!delivery.orderKey) return;
  const next = await repo.firstPending(sys.db, delivery.webhookId, delivery.orderKey);
  if (next) await enqueueDelivery(sys, delivery.companyId, next);
}

/** A delivery given up: one more failure in a row; enough of them pause the endpoint. */
async function countFailure(sys: WebhookSystem, endpoint: repo.WebhookRow) {
  const failureCount = endpoint.failureCount + 1;
  const pause = failureCount >= WEBHOOK_PAUSE_AFTER && !endpoint.pausedAt;
  const row = await repo.update(sys.db, endpoint.companyId, endpoint.id, {
    failureCount,
    ...(pause ? { pausedAt: sys.clock.now() } : {}),
  });
  if (pause && row) {
    sys.log.warn({ companyId: row.companyId, webhookId: row.id }, 'webhook paused');
    sys.events.emit({
      type: 'webhook.paused',
      companyId: row.companyId,
      webhook: toWebhookDTO(row),
    });
  }
}

const UNREADABLE_SECRET = 'Segredo ilegível: gere um novo segredo para este webhook';

/** The endpoint's secret, or null when it cannot be opened (the key under DATA_DIR changed). */
function openSecret(sys: WebhookSystem, endpoint: repo.WebhookRow) {
  try {
    return sys.secrets.open(endpoint.secretSealed);
  } catch (err) {
    sys.log.error({ err, webhookId: endpoint.id }, 'webhook secret unreadable');
    return null;
  }
}

/** Sends once and records the outcome; true when the receiver answered 2xx. */
export async function attemptDelivery(
  sys: WebhookSystem,
  delivery: repo.DeliveryRow,
  endpoint: repo.WebhookRow,
) {
  const secret = openSecret(sys, endpoint);
  const result = secret
    ? await postDelivery({
        url: endpoint.url,
        body: delivery.body,
        secret,
        type: delivery.type,
        eventId: delivery.eventId,
        now: sys.clock.now(),
        allowPrivate: sys.allowPrivate,
      })
    : { ok: false, responseCode: null, latencyMs: 0, excerpt: UNREADABLE_SECRET };
  const recorded = {
    attempts: delivery.attempts + 1,
    responseCode: result.responseCode,
    latencyMs: result.latencyMs,
    responseExcerpt: result.excerpt,
  };
  if (result.ok) {
    await repo.updateDelivery(sys.db, delivery.companyId, delivery.id, {
      ...recorded,
      status: 'success',
      deliveredAt: sys.clock.now(),
    });
  } else {
    await repo.updateDelivery(sys.db, delivery.companyId, delivery.id, recorded);
  }
  return result;
}

/**
 * The job: POSTs a pending delivery when it heads its ticket's queue of deliveries. A failure is
 * retried by the job queue until the delivery's give-up time or the last retry; then the
 * delivery is marked failed, counted against the endpoint, and the next one of its ticket goes.
 */
export async function deliverWebhook(
  sys: WebhookSystem,
  payload: { companyId: number; deliveryId: number },
  attempt: JobAttempt,
) {
  const delivery = await repo.findDelivery(sys.db, payload.companyId, payload.deliveryId);
  if (!delivery || delivery.status !== 'pending') return;
  if (delivery.orderKey) {
    const head = await repo.firstPending(sys.db, delivery.webhookId, delivery.orderKey);
    // an earlier delivery of this ticket is still on its way: it releases this one when done
    if (head !== delivery.id) return;
  }
  const endpoint = await repo.find(sys.db, delivery.companyId, delivery.webhookId);
  // paused or switched off: stays pending until the endpoint is active again
  if (!endpoint || !endpoint.active || endpoint.pausedAt) return;

  const result = await attemptDelivery(sys, delivery, endpoint);
  if (result.ok) {
    if (endpoint.failureCount > 0) {
      await repo.update(sys.db, endpoint.companyId, endpoint.id, { failureCount: 0 });
    }
    await releaseNext(sys, delivery);
    return;
  }
  const lastTry = sys.clock.now() >= delivery.giveUpAt || attempt.retryCount >= attempt.retryLimit;
  if (!lastTry) throw new DeliveryRetry(result.excerpt || String(result.responseCode));
  await repo.updateDelivery(sys.db, delivery.companyId, delivery.id, { status: 'failed' });
  await countFailure(sys, endpoint);
  await releaseNext(sys, delivery);
}
