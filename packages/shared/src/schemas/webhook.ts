import { z } from 'zod';
import { V } from './messages';

/** The events an outbound webhook may subscribe to (docs/api.md, "Webhooks"). */
export const WEBHOOK_EVENTS = [
  'message.created',
  'message.updated',
  'ticket.created',
  'ticket.updated',
  'ticket.closed',
  'contact.created',
  'contact.updated',
  'campaign.finished',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** Sent by POST /webhooks/{id}/test only; nobody subscribes to it. */
export const WEBHOOK_PING = 'ping';

/** Texts of the webhook API and form. */
export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook não encontrado',
  deliveryNotFound: 'Entrega não encontrada',
  urlInvalid: 'Informe um endereço http(s) válido',
  urlHttps: 'Use um endereço https',
  urlPrivate: 'Endereço privado, de loopback ou link-local não é permitido',
  urlUnresolved: 'Não foi possível resolver o endereço',
  eventsRequired: 'Escolha ao menos um evento',
  deleted: 'Webhook excluído',
} as const;

/** Failed deliveries in a row (each after all its retries) that pause an endpoint. */
export const WEBHOOK_PAUSE_AFTER = 5;
/** How long a delivery is retried before it is given up. */
export const WEBHOOK_RETRY_HOURS = 24;
/** Size of one page of the delivery log. */
export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;
/** The signature and event headers of each delivery. */
export const WEBHOOK_HEADERS = {
  signature: 'X-Atende-Signature',
  timestamp: 'X-Atende-Timestamp',
  event: 'X-Atende-Event',
  delivery: 'X-Atende-Delivery',
} as const;

const url = z
  .string({ error: (i) => (i.input == null ? V.mandatory : V.invalidValue) })
  .trim()
  .min(1, V.mandatory)
  .max(2_000, V.tooLong)
  // scheme and host; the server also parses it and resolves the host
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, WEBHOOK_MESSAGES.urlInvalid);

/** POST /webhooks and PUT /webhooks/{id} (companyId is taken from the session). */
export const webhookSchema = z.object({
  url,
  description: z
    .string({ error: V.invalidValue })
    .trim()
    .max(200, V.tooLong)
    .optional()
    .default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: V.invalidValue }), { error: V.invalidValue })
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .transform((e) => [...new Set(e)]),
  active: z.boolean({ error: V.invalidValue }).optional().default(true),
});
export type WebhookInput = z.input<typeof webhookSchema>;
export type WebhookData = z.output<typeof webhookSchema>;

export type WebhookStatus = 'active' | 'paused' | 'inactive';

/** An endpoint as the API shows it: never its secret. */
export interface WebhookDTO {
  id: number;
  url: string;
  description: string;
  events: WebhookEventType[];
  active: boolean;
  status: WebhookStatus;
  pausedAt: string | null;
  failureCount: number;
  createdAt: string;
  updatedAt: string;
}

/** Answer of create and rotate-secret: the only time the secret is shown. */
export interface WebhookWithSecretDTO extends WebhookDTO {
  secret: string;
}

export type WebhookDeliveryStatus = 'pending' | 'success' | 'failed';

export interface WebhookDeliveryDTO {
  id: number;
  webhookId: number;
  eventId: string;
  type: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseCode: number | null;
  latencyMs: number | null;
  /** The first characters of the receiver's answer, or why the call failed. */
  responseExcerpt: string;
  createdAt: string;
  deliveredAt: string | null;
}

/** GET /webhooks/{id}/deliveries: keyset by id, newest first. */
export const webhookDeliveriesQuery = z.object({
  before: z.coerce.number({ error: V.invalidValue }).int().positive(V.invalidValue).optional(),
});

/** The JSON body of each delivery. */
export interface WebhookPayload<T = unknown> {
  id: string;
  type: WebhookEventType | typeof WEBHOOK_PING;
  timestamp: string;
  companyId: number;
  data: T;
}
