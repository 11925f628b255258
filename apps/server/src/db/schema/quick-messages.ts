import { identityId, timestamps } from './columns';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { users } from './users';

/** Quick replies typed as '/shortcode' in the chat (spec 2 §3 Quick message). */
export const quickMessages = pgTable(
  'quick_messages',
  {
    id: identityId(),
    companyId: companyRef(),
    /** The author; a message outlives its author (then only admins may change it). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    shortcode: text('shortcode').notNull(),
    message: text('message').notNull().default(''),
    /** Visible to the whole company; otherwise only to its author. */
    geral: boolean('geral').notNull().default(false),
    status: text('status').notNull().default('active'),
    /** Relative path in media storage, and the file's original name. */
    mediaPath: text('media_path'),
    mediaName: text('media_name'),
    ...timestamps,
  },
  (t) => [
    // the page and the chat's list are ordered by shortcode
    index('quick_messages_company_shortcode').on(t.companyId, t.shortcode, t.id),
    // accent- and case-insensitive search (f_unaccent: migration 0001)
    index('quick_messages_shortcode_trgm').using(
      'gin',
      sql`f_unaccent(lower(${t.shortcode})) gin_trgm_ops`,
    ),
    index('quick_messages_message_trgm').using(
      'gin',
      sql`f_unaccent(lower(${t.message})) gin_trgm_ops`,
    ),
  ],
);
