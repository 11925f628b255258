import { createdAt, identityId, timestamps } from './columns';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { queues } from './queues';

export const users = pgTable(
  'users',
  {
    id: identityId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    profile: text('profile').notNull().default('user'),
    super: boolean('super').notNull().default(false),
    number: text('number'),
    whatsappId: integer('whatsapp_id'),
    allTicket: text('all_ticket').notNull().default('desabled'),
    online: boolean('online').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** The one live session of this user; a newer login replaces it (spec 1 §4 Session). */
    sessionId: text('session_id'),
    ...timestamps,
  },
  (t) => [
    unique('users_company_id_id').on(t.companyId, t.id),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_company_name').on(t.companyId, t.name, t.id),
    // the presence sweep: who still shows online without a recent status ping
    index('users_online_seen')
      .on(t.lastSeenAt)
      .where(sql`${t.online}`),
  ],
);

export const userQueues = pgTable(
  'user_queues',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queueId: integer('queue_id')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.queueId] }), index('user_queues_queue').on(t.queueId)],
);

/** Opaque refresh tokens, stored hashed; rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When this rotated token was exchanged within its grace window (allowed once). */
    graceUsedAt: timestamp('grace_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash').on(t.tokenHash),
    index('refresh_tokens_user').on(t.userId),
  ],
);
