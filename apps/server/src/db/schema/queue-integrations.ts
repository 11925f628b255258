import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';
import { companyRef } from './companies';
import { tickets } from './tickets';

/**
 * A queue's outside bot (spec 3 §3 Queue integration): a Typebot flow, an n8n / webhook
 * receiver or a Dialogflow ES agent. jsonContent and webhookSecret are sealed with the
 * company secret box (never returned by the API).
 */
export const queueIntegrations = pgTable(
  'queue_integrations',
  {
    id: identityId(),
    companyId: companyRef(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    projectName: text('project_name').notNull().default(''),
    /** Sealed service-account JSON (Dialogflow); '' when none. */
    jsonContent: text('json_content').notNull().default(''),
    language: text('language').notNull().default(''),
    urlN8N: text('url_n8n').notNull().default(''),
    /** Sealed HMAC key of the n8n / webhook requests; '' when none. */
    webhookSecret: text('webhook_secret').notNull().default(''),
    typebotSlug: text('typebot_slug').notNull().default(''),
    typebotExpires: integer('typebot_expires').notNull().default(0),
    typebotDelayMessage: integer('typebot_delay_message').notNull().default(1000),
    typebotKeywordFinish: text('typebot_keyword_finish').notNull().default(''),
    typebotKeywordRestart: text('typebot_keyword_restart').notNull().default(''),
    typebotRestartMessage: text('typebot_restart_message').notNull().default(''),
    typebotUnknownMessage: text('typebot_unknown_message').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    unique('queue_integrations_company_id_id').on(t.companyId, t.id),
    // the page is ordered by name, searched by name
    index('queue_integrations_company_name').on(t.companyId, t.name, t.id),
    index('queue_integrations_name_trgm').using(
      'gin',
      sql`f_unaccent(lower(${t.name})) gin_trgm_ops`,
    ),
  ],
);

/**
 * A ticket's conversation with an integration that keeps state outside (a Typebot chat
 * session): the outside session id, the input it waits for, and when it last moved (expiry).
 */
export const queueIntegrationSessions = pgTable(
  'queue_integration_sessions',
  {
    companyId: companyRef(),
    ticketId: integer('ticket_id').notNull(),
    integrationId: integer('integration_id').notNull(),
    sessionId: text('session_id').notNull(),
    /** What the flow waits for: choice items offered as numbers, or null for free text. */
    input: jsonb('input'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.ticketId, t.integrationId] }),
    foreignKey({
      name: 'queue_integration_sessions_ticket_fk',
      columns: [t.companyId, t.ticketId],
      foreignColumns: [tickets.companyId, tickets.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'queue_integration_sessions_integration_fk',
      columns: [t.companyId, t.integrationId],
      foreignColumns: [queueIntegrations.companyId, queueIntegrations.id],
    }).onDelete('cascade'),
    index('queue_integration_sessions_integration').on(t.companyId, t.integrationId),
  ],
);
