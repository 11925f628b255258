import type {
  WebhookDeliveryDTO,
  WebhookDTO,
  WebhookInput,
  WebhookWithSecretDTO,
} from '@atende/shared';
import { api } from '../../lib/api-client';

export interface DeliveriesPage {
  deliveries: WebhookDeliveryDTO[];
  hasMore: boolean;
}

/** The /webhooks page's calls (docs/api.md, "Webhooks"). */
export const webhooksApi = {
  list: () => api.get<WebhookDTO[]>('/webhooks'),
  create: (body: WebhookInput) => api.post<WebhookWithSecretDTO>('/webhooks', body),
  update: (id: number, body: WebhookInput) => api.put<WebhookDTO>(`/webhooks/${id}`, body),
  remove: (id: number) => api.delete(`/webhooks/${id}`),
  rotateSecret: (id: number) => api.post<WebhookWithSecretDTO>(`/webhooks/${id}/rotate-secret`),
  test: (id: number) => api.post<WebhookDeliveryDTO>(`/webhooks/${id}/test`),
  deliveries: (id: number, before?: number) =>
    api.get<DeliveriesPage>(`/webhooks/${id}/deliveries`, {
      params: before ? { before } : {},
    }),
  redeliver: (deliveryId: number) =>
    api.post<WebhookDeliveryDTO>(`/webhooks/deliveries/${deliveryId}/redeliver`),
};
