import { createdAt } from './columns';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { whatsapps } from './whatsapps';

/**
 * The Idempotency-Key of each send through the external API, per connection token: a retried
 * request with the same key gets the first answer back instead of a second message.
 */
export const apiSendKeys = pgTable(
  'api_send_keys',
  {
    whatsappId: integer('whatsapp_id')
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    companyId: companyRef(),
    /** The first request's answer; null while that request is still running. */
    response: jsonb('response').$type<Record<string, unknown>>(),
    /** What the first request asked (its number, text and flags, hashed): a reuse of the key
     * for another send is refused instead of answered with the first one's answer. */
    fingerprint: text('fingerprint'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.whatsappId, t.key] }),
    // keys older than a day are dropped by the next send on the same connection
    index('api_send_keys_age').on(t.whatsappId, t.createdAt),
  ],
);
