import { identityId, timestamps } from './columns';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { whatsapps } from './whatsapps';

export const contacts = pgTable(
  'contacts',
  {
    id: identityId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    /** Digits only (country code, area code, number); group ids keep their own form. */
    number: text('number').notNull(),
    email: text('email').notNull().default(''),
    profilePicUrl: text('profile_pic_url').notNull().default(''),
    /** The stored copy of the profile picture (media storage path) behind profilePicUrl. */
    profilePicPath: text('profile_pic_path'),
    /** When a channel last answered the picture lookup (with or without a picture). */
    profilePicCheckedAt: timestamp('profile_pic_checked_at', { withTimezone: true }),
    isGroup: boolean('is_group').notNull().default(false),
    whatsappId: integer('whatsapp_id').references(() => whatsapps.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('contacts_company_id_id').on(t.companyId, t.id),
    uniqueIndex('contacts_company_number').on(t.companyId, t.number),
    // the list's order: by name as people read it, case and accents aside ('ana' before 'Bruno',
    // 'Édson' among the E); a plain name order put every lower-case and accented name last
    index('contacts_company_sort_name').on(t.companyId, sql`f_unaccent(lower(${t.name}))`, t.id),
    // the dashboard's leads: contacts new in a period
    index('contacts_company_created').on(t.companyId, t.createdAt),
    // accent- and case-insensitive search on name and number (f_unaccent: migration 0001)
    index('contacts_name_trgm').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('contacts_number_trgm').using('gin', sql`${t.number} gin_trgm_ops`),
    // deleting a connection clears it from its contacts (decision 0138)
    index('contacts_connection')
      .on(t.whatsappId)
      .where(sql`${t.whatsappId} is not null`),
  ],
);

/** A contact's extra information (spec: extraInfo, a list of name and value). */
export const contactCustomFields = pgTable(
  'contact_custom_fields',
  {
    id: identityId(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull().default(''),
  },
  (t) => [index('contact_custom_fields_contact').on(t.contactId)],
);
