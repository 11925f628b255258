import { identityId, timestamps } from './columns';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { queues } from './queues';

/** A connection: one WhatsApp number (or simulated phone) of a company. */
export const whatsapps = pgTable(
  'whatsapps',
  {
    id: identityId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    status: text('status').notNull().default('DISCONNECTED'),
    /** Why the connection is not connected, as the channel told (empty when it is). */
    statusReason: text('status_reason').notNull().default(''),
    qrcode: text('qrcode').notNull().default(''),
    number: text('number').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    retries: integer('retries').notNull().default(0),
    greetingMessage: text('greeting_message').notNull().default(''),
    complationMessage: text('complation_message').notNull().default(''),
    outOfHoursMessage: text('out_of_hours_message').notNull().default(''),
    ratingMessage: text('rating_message').notNull().default(''),
    expiresInactiveMessage: text('expires_inactive_message').notNull().default(''),
    token: text('token').notNull(),
    provider: text('provider').notNull().default('beta'),
    expiresTicket: integer('expires_ticket').notNull().default(0),
    timeUseBotQueues: integer('time_use_bot_queues').notNull().default(0),
    maxUseBotQueues: integer('max_use_bot_queues').notNull().default(3),
    /** (company_id, transfer_queue_id) → queues: migration 0010 (ON DELETE SET NULL of one column). */
    transferQueueId: integer('transfer_queue_id'),
    timeToTransfer: integer('time_to_transfer'),
    promptId: integer('prompt_id'),
    integrationId: integer('integration_id'),
    sendIdQueue: integer('send_id_queue'),
    timeSendQueue: integer('time_send_queue'),
    /** Channel-owned state (e.g. the simulated phone's pairing code); never sent to clients. */
    channelState: jsonb('channel_state').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    unique('whatsapps_company_id_id').on(t.companyId, t.id),
    uniqueIndex('whatsapps_company_name').on(t.companyId, t.name),
    uniqueIndex('whatsapps_token').on(t.token),
  ],
);

export const whatsappQueues = pgTable(
  'whatsapp_queues',
  {
    whatsappId: integer('whatsapp_id')
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    queueId: integer('queue_id')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.whatsappId, t.queueId] }),
    index('whatsapp_queues_queue').on(t.queueId),
  ],
);
