import type {
  WebhookDeliveryDTO,
  WebhookDTO,
  WebhookEventType,
  WebhookStatus,
} from '@atende/shared';
import type { DeliveryRow, WebhookRow } from './webhooks.repo';

const statusOf = (row: WebhookRow): WebhookStatus =>
  !row.active ? 'inactive' : row.pausedAt ? 'paused' : 'active';

/** Never the secret. */
export function toWebhookDTO(row: WebhookRow): WebhookDTO {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    active: row.active,
    status: statusOf(row),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    failureCount: row.failureCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDeliveryDTO(row: DeliveryRow): WebhookDeliveryDTO {
  return {
    id: row.id,
    webhookId: row.webhookId,
    eventId: row.eventId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    latencyMs: row.latencyMs,
    responseExcerpt: row.responseExcerpt,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
