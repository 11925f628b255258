import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps } from './columns';
import { companyRef } from './companies';

/** Outbound webhooks: HTTPS endpoints a company registers for the events it wants. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: identityId(),
    companyId: companyRef(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** The signing secret, sealed (crypto secret box); never returned by the API. */
    secretSealed: text('secret_sealed').notNull(),
    /** Set when deliveries kept failing: nothing more is sent until an admin reactivates it. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Deliveries given up in a row since the last success. */
    failureCount: integer('failure_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('webhook_endpoints_company').on(t.companyId, t.id)],
);

/** One event for one endpoint, written when the event happens and sent by a durable job. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: identityId(),
    companyId: companyRef(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event id of the payload: receivers de-duplicate by it. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** Deliveries sharing a key (a ticket's, a contact's) go out one after the other. */
    orderKey: text('order_key'),
    /** Events that happen once per record (ticket.created, campaign.finished). */
    dedupeKey: text('dedupe_key'),
    /** The exact JSON body, so a retry signs and sends the same bytes. */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'success' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    latencyMs: integer('latency_ms'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    createdAt: createdAt(),
    /** Retries stop after this moment (24 h after the event). */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // the delivery log of an endpoint, newest first (keyset by id)
    index('webhook_deliveries_log').on(t.companyId, t.webhookId, t.id),
    // the earlier pending delivery of the same ticket, which a later one waits for
    index('webhook_deliveries_pending')
      .on(t.webhookId, t.orderKey, t.id)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('webhook_deliveries_dedupe').on(t.webhookId, t.dedupeKey),
  ],
);
