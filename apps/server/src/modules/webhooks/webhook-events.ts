import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_RETRY_HOURS,
  type TicketDTO,
  type WebhookEventType,
  type WebhookPayload,
} from '@atende/shared';
import type { DomainEvent } from '../../events';
import type { WebhookSystem } from './webhook-deps';
import { enqueueDelivery } from './webhook-delivery';
import * as repo from './webhooks.repo';

/** A ticket first seen this soon after its creation is announced as ticket.created. */
const NEW_TICKET_MS = 60_000;

/** What one domain event becomes for the webhooks, if anything. */
export interface WebhookEvent {
  type: WebhookEventType;
  data: unknown;
  /** Deliveries with the same key go out in order (a ticket's, a contact's). */
  orderKey: string | null;
  /** Events that happen once per record. */
  dedupeKey: string | null;
}

/** The first event of a new ticket; the later ones are deduplicated away by the table. */
function ticketCreated(ticket: TicketDTO, now: Date): WebhookEvent[] {
  if (now.getTime() - Date.parse(ticket.createdAt) >= NEW_TICKET_MS) return [];
  return [
    {
      type: 'ticket.created',
      data: { ticket },
      orderKey: `ticket:${ticket.id}`,
      dedupeKey: `ticket:${ticket.id}`,
    },
  ];
}

const one = (
  type: WebhookEventType,
  data: unknown,
  orderKey: string,
  dedupeKey: string | null = null,
): WebhookEvent => ({ type, data, orderKey, dedupeKey });

/** Maps the domain events to the webhook events of docs/api.md; the others give none. */
export function webhookEventsOf(e: DomainEvent, now: Date): WebhookEvent[] {
  if (e.type === 'message.created') {
    // a ticket opened by this message is announced before it
    const data = { message: e.message, ticket: e.ticket };
    return [...ticketCreated(e.ticket, now), one(e.type, data, `ticket:${e.ticket.id}`)];
  }
  if (e.type === 'message.updated') {
    const data = { message: e.message, ticketId: e.ticket.id };
    return [one(e.type, data, `ticket:${e.ticket.id}`)];
  }
  // a message's own change of its ticket (unread, last message) is in message.created
  if (e.type === 'ticket.updated' && !e.sentWithMessage) {
    // closed by this change: a later change of a closed ticket (its farewell text, a rating, a
    // tag) is a ticket.updated, or one resolve was announced twice
    const closing =
      e.ticket.status === 'closed' && !!e.previous?.status && e.previous.status !== 'closed';
    const type = closing ? 'ticket.closed' : 'ticket.updated';
    return [
      ...ticketCreated(e.ticket, now),
      one(type, { ticket: e.ticket }, `ticket:${e.ticket.id}`),
    ];
  }
  if (e.type === 'contact.created' || e.type === 'contact.updated') {
    const key = `contact:${e.contact.id}`;
    return [one(e.type, { contact: e.contact }, key, e.type === 'contact.created' ? key : null)];
  }
  if (e.type === 'campaign.saved' && e.record.status === 'FINALIZADA') {
    const key = `campaign:${e.record.id}`;
    return [one('campaign.finished', { campaign: e.record, counts: e.counts ?? null }, key, key)];
  }
  return [];
}

export function payloadOf(
  companyId: number,
  type: WebhookPayload['type'],
  data: unknown,
  now: Date,
): { eventId: string; body: string } {
  const eventId = randomUUID();
  const payload: WebhookPayload = {
    id: eventId,
    type,
    timestamp: now.toISOString(),
    companyId,
    data,
  };
  return { eventId, body: JSON.stringify(payload) };
}

/**
 * Writes one delivery per subscribed endpoint for each of the events, in their order, and
 * sends those that head their ticket's queue. Each company's subscribers are read once for the
 * whole batch (a message and its ticket are emitted together).
 */
export async function recordWebhookEvents(sys: WebhookSystem, batch: DomainEvent[]) {
  const now = sys.clock.now();
  const mapped = batch.map((e) => ({ e, events: webhookEventsOf(e, now) }));
  const typesOf = new Map<number, Set<string>>();
  for (const { e, events } of mapped) {
    const types = typesOf.get(e.companyId) ?? new Set<string>();
    for (const event of events) types.add(event.type);
    typesOf.set(e.companyId, types);
  }
  const wantingOf = new Map<number, repo.WebhookRow[]>();
  for (const [companyId, types] of typesOf) {
    if (types.size > 0)
      wantingOf.set(companyId, await repo.subscribers(sys.db, companyId, [...types]));
  }
  for (const { e, events } of mapped) {
    const wanting = wantingOf.get(e.companyId) ?? [];
    if (wanting.length === 0) continue;
    try {
      await recordDeliveries(sys, e.companyId, events, wanting, now);
    } catch (err) {
      sys.log.error({ err, companyId: e.companyId, type: e.type }, 'webhook event not recorded');
    }
  }
}

async function recordDeliveries(
  sys: WebhookSystem,
  companyId: number,
  events: WebhookEvent[],
  wanting: repo.WebhookRow[],
  now: Date,
) {
  for (const event of events) {
    const endpoints = wanting.filter((endpoint) => endpoint.events.includes(event.type));
    if (endpoints.length === 0) continue;
    // one event id per event: every endpoint receives the same id
    const { eventId, body } = payloadOf(companyId, event.type, event.data, now);
    for (const endpoint of endpoints) {
      const delivery = await repo.insertDelivery(sys.db, {
        companyId,
        webhookId: endpoint.id,
        eventId,
        type: event.type,
        orderKey: event.orderKey,
        dedupeKey: event.dedupeKey,
        body,
        giveUpAt: new Date(now.getTime() + WEBHOOK_RETRY_HOURS * 3_600_000),
      });
      if (!delivery) continue;
      const head = event.orderKey
        ? await repo.firstPending(sys.db, endpoint.id, event.orderKey)
        : delivery.id;
      if (head === delivery.id) await enqueueDelivery(sys, companyId, delivery.id);
    }
  }
}

/**
 * Subscribes the webhooks to the event bus. Events are recorded one batch after the other, in
 * the order they were emitted, so a ticket's deliveries keep its order. A batch holds the
 * events emitted together (a message and its ticket) and those emitted while the previous
 * batch was being written.
 */
export function startWebhookEvents(sys: WebhookSystem) {
  let chain: Promise<void> = Promise.resolve();
  let waiting: DomainEvent[] = [];
  return sys.events.on((e) => {
    if (webhookEventsOf(e, sys.clock.now()).length === 0) return;
    waiting.push(e);
    if (waiting.length > 1) return; // the step already due takes this one too
    chain = chain
      .then(() => {
        const batch = waiting;
        waiting = [];
        return recordWebhookEvents(sys, batch);
      })
      .catch((err: unknown) => sys.log.error({ err }, 'webhook events not recorded'));
  });
}
