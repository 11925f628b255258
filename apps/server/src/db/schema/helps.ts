import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';

/**
 * Help videos (spec 2 §3 Help): platform content written by super users and shown to every
 * user of every company, so the table has no company_id.
 */
export const helps = pgTable(
  'helps',
  {
    id: identityId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The video's code on its host (an 11-character YouTube id). */
    video: text('video').notNull(),
    ...timestamps,
  },
  (t) => [index('helps_title_id_idx').on(t.title, t.id)],
);
