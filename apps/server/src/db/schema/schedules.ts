import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';
import { companyRef } from './companies';
import { contacts } from './contacts';
import { users } from './users';
import { whatsapps } from './whatsapps';

/**
 * A message to send to a contact at sendAt (spec 3 §4 Schedule). The send is claimed
 * (status AGENDADA, claimedAt) before it goes out and settled (ENVIADA or ERRO) after, so it
 * leaves at most once; a claim left unsettled by a crash is reported, never re-sent.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: identityId(),
    companyId: companyRef(),
    body: text('body').notNull().default(''),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    contactId: integer('contact_id').notNull(),
    /** Resolved when saved: the chosen connection or the company's default one. */
    whatsappId: integer('whatsapp_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** PENDENTE, AGENDADA (claimed: being sent), ENVIADA or ERRO (with error). */
    status: text('status').notNull().default('PENDENTE'),
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Where the sent message was stored (no foreign key: the ticket may be deleted later). */
    ticketId: integer('ticket_id'),
    mediaPath: text('media_path'),
    mediaName: text('media_name'),
    ...timestamps,
  },
  (t) => [
    unique('schedules_company_id_id').on(t.companyId, t.id),
    foreignKey({
      name: 'schedules_company_contact_fk',
      columns: [t.companyId, t.contactId],
      foreignColumns: [contacts.companyId, contacts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'schedules_company_whatsapp_fk',
      columns: [t.companyId, t.whatsappId],
      foreignColumns: [whatsapps.companyId, whatsapps.id],
    }).onDelete('cascade'),
    // the calendar's pages: a company's schedules by time
    index('schedules_company_send_at').on(t.companyId, t.sendAt, t.id),
    // the drawer's link: one contact's schedules by time
    index('schedules_company_contact_send_at').on(t.companyId, t.contactId, t.sendAt),
    // the minute sweep: what is due, and what was claimed and never settled
    index('schedules_pending_send_at')
      .on(t.sendAt)
      .where(sql`${t.status} = 'PENDENTE'`),
    index('schedules_claimed_at')
      .on(t.claimedAt)
      .where(sql`${t.status} = 'AGENDADA'`),
    // deleting a connection (its cascade, and the count that asks first) or a user (decision 0138)
    index('schedules_connection').on(t.whatsappId),
    index('schedules_user')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);
