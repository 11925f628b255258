import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps } from './columns';
import { companyRef } from './companies';
import { users } from './users';

/**
 * The one live password-reset code of a user (a new request replaces it), stored as a scrypt
 * hash; the row goes when the code is used, and after too many wrong tries
 * (docs/decisions/0061-password-reset-by-e-mail.md).
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    companyId: companyRef(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId] }),
    foreignKey({
      name: 'password_reset_codes_company_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Platform announcements written by super users for every company (spec 3 §2 Announcements):
 * platform data like plans, so no company column (docs/decisions/0062-announcements.md).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: identityId(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** 1 high, 2 medium, 3 low. */
    priority: smallint('priority').notNull().default(3),
    status: boolean('status').notNull().default(true),
    /** Relative path in media storage, the image's original name and its type by content. */
    mediaPath: text('media_path'),
    mediaName: text('media_name'),
    mediaType: text('media_type'),
    ...timestamps,
  },
  (t) => [
    // the page: by priority, newest first
    index('announcements_priority').on(t.priority, t.id.desc()),
    // the top bar: the active ones by priority
    index('announcements_active_priority')
      .on(t.priority, t.id.desc())
      .where(sql`${t.status}`),
    index('announcements_title_trgm').using('gin', sql`f_unaccent(lower(${t.title})) gin_trgm_ops`),
  ],
);
