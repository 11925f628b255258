import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companyRef } from './companies';
import { whatsapps } from './whatsapps';

/**
 * The settings of a Cloud API connection. The three secrets are sealed (AES-256-GCM, key under
 * DATA_DIR) and never leave the server: the API only says whether each is set.
 */
export const cloudApiSettings = pgTable(
  'cloud_api_settings',
  {
    companyId: companyRef(),
    whatsappId: integer('whatsapp_id').notNull(),
    phoneNumberId: text('phone_number_id').notNull().default(''),
    businessAccountId: text('business_account_id').notNull().default(''),
    accessToken: text('access_token'),
    appSecret: text('app_secret'),
    verifyToken: text('verify_token'),
  },
  (t) => [
    primaryKey({ columns: [t.whatsappId] }),
    // the connection of the same company, never another's
    foreignKey({
      name: 'cloud_api_settings_connection',
      columns: [t.companyId, t.whatsappId],
      foreignColumns: [whatsapps.companyId, whatsapps.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Webhook deliveries as received (signature checked), kept until a job has processed them:
 * the answer to the platform comes only after the row is written, so nothing is lost.
 */
export const cloudApiWebhooks = pgTable(
  'cloud_api_webhooks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyRef(),
    whatsappId: integer('whatsapp_id').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({
      name: 'cloud_api_webhooks_connection',
      columns: [t.companyId, t.whatsappId],
      foreignColumns: [whatsapps.companyId, whatsapps.id],
    }).onDelete('cascade'),
    index('cloud_api_webhooks_connection_idx').on(t.companyId, t.whatsappId),
    // the retention sweep: processed deliveries, oldest first
    index('cloud_api_webhooks_processed')
      .on(t.processedAt)
      .where(sql`${t.processedAt} is not null`),
  ],
);
