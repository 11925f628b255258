import { identityId, timestamps } from './columns';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { users } from './users';

/** A list of people to reach by campaign (spec 3 §3 Contact list). */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: identityId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('contact_lists_company_id_id').on(t.companyId, t.id),
    index('contact_lists_company_name').on(t.companyId, t.name, t.id),
    index('contact_lists_name_trgm').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

/** One person of a contact list; a number appears once per list (imports merge duplicates). */
export const contactListItems = pgTable(
  'contact_list_items',
  {
    id: identityId(),
    companyId: companyRef(),
    contactListId: integer('contact_list_id').notNull(),
    name: text('name').notNull(),
    /** Digits only, as contacts keep them. */
    number: text('number').notNull(),
    email: text('email').notNull().default(''),
    /** Null until the connection's channel has answered whether the number is on WhatsApp. */
    isWhatsappValid: boolean('is_whatsapp_valid'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'contact_list_items_company_list_fk',
      columns: [t.companyId, t.contactListId],
      foreignColumns: [contactLists.companyId, contactLists.id],
    }).onDelete('cascade'),
    unique('contact_list_items_company_id_id').on(t.companyId, t.id),
    uniqueIndex('contact_list_items_list_number').on(t.contactListId, t.number),
    // by name as people read it, as the contacts (contacts_company_sort_name)
    index('contact_list_items_list_sort_name').on(
      t.contactListId,
      sql`f_unaccent(lower(${t.name}))`,
      t.id,
    ),
    // the validity job picks the items not checked yet
    index('contact_list_items_unchecked')
      .on(t.contactListId, t.id)
      .where(sql`${t.checkedAt} is null`),
  ],
);

/** A named set of files sent together, from campaigns or the chat (spec 3 §3 File list). */
export const fileLists = pgTable(
  'file_lists',
  {
    id: identityId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    message: text('message').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    unique('file_lists_company_id_id').on(t.companyId, t.id),
    index('file_lists_company_name').on(t.companyId, t.name, t.id),
    index('file_lists_name_trgm').using('gin', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

/** One file of a file list: its label, and the stored file once uploaded. */
export const fileListOptions = pgTable(
  'file_list_options',
  {
    id: identityId(),
    companyId: companyRef(),
    fileListId: integer('file_list_id').notNull(),
    name: text('name').notNull(),
    /** Relative path in media storage; null until the option's file is uploaded. */
    path: text('path'),
    mediaType: text('media_type'),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'file_list_options_company_list_fk',
      columns: [t.companyId, t.fileListId],
      foreignColumns: [fileLists.companyId, fileLists.id],
    }).onDelete('cascade'),
    index('file_list_options_list').on(t.fileListId, t.id),
  ],
);
