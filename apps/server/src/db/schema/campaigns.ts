import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';
import { companyRef } from './companies';
import { tags } from './tickets';
import { whatsapps } from './whatsapps';

const msg = (name: string) => text(name).notNull().default('');

/** A mass send to a contact list or a tag list (spec 3 §3 Campaign). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: identityId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    status: text('status').notNull().default('INATIVA'),
    confirmation: boolean('confirmation').notNull().default(false),
    message1: msg('message1'),
    message2: msg('message2'),
    message3: msg('message3'),
    message4: msg('message4'),
    message5: msg('message5'),
    confirmationMessage1: msg('confirmation_message1'),
    confirmationMessage2: msg('confirmation_message2'),
    confirmationMessage3: msg('confirmation_message3'),
    confirmationMessage4: msg('confirmation_message4'),
    confirmationMessage5: msg('confirmation_message5'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** (company_id, x_id) → whatsapps, contact_lists, file_lists: hand-written in 0019. */
    whatsappId: integer('whatsapp_id'),
    contactListId: integer('contact_list_id'),
    tagListId: integer('tag_list_id').references(() => tags.id, { onDelete: 'set null' }),
    fileListId: integer('file_list_id'),
    mediaPath: text('media_path'),
    mediaName: text('media_name'),
    /** Why sends wait (the connection is down); null while they flow. */
    pausedReason: text('paused_reason'),
    /** When the next dispatch run is due: a chain of runs lost with a process is restarted. */
    dispatchAt: timestamp('dispatch_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('campaigns_company_id_id').on(t.companyId, t.id),
    index('campaigns_company_created').on(t.companyId, t.id),
    // the scheduler's look for due and running campaigns
    index('campaigns_due').on(t.status, t.scheduledAt),
  ],
);

/**
 * One row per (campaign, recipient number): the unique key that makes a recipient receive a
 * campaign at most once. `claimed_at` is set before a send goes out; the outcome settles it.
 */
export const campaignShippings = pgTable(
  'campaign_shippings',
  {
    id: identityId(),
    companyId: companyRef(),
    campaignId: integer('campaign_id').notNull(),
    number: text('number').notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    /** Which of the five variants this recipient gets (round-robin by position). */
    variant: smallint('variant').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    confirmationRequestedAt: timestamp('confirmation_requested_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    externalId: text('external_id'),
    /** The texts as sent (rendered), kept until they are recorded in the contact's ticket. */
    confirmationBody: text('confirmation_body'),
    messageBody: text('message_body'),
    /** The messages those texts became in the inbox (campaign-inbox.ts); null: not yet. */
    inboxConfirmationId: bigint('inbox_confirmation_id', { mode: 'number' }),
    inboxMessageId: bigint('inbox_message_id', { mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'campaign_shippings_company_campaign_fk',
      columns: [t.companyId, t.campaignId],
      foreignColumns: [campaigns.companyId, campaigns.id],
    }).onDelete('cascade'),
    uniqueIndex('campaign_shippings_campaign_number').on(t.campaignId, t.number),
    // the dispatcher's next row, and the report's CSV in order
    index('campaign_shippings_campaign_status').on(t.campaignId, t.status, t.id),
    // a reply finds the recipient waiting for its confirmation
    index('campaign_shippings_awaiting')
      .on(t.companyId, t.number)
      .where(sql`${t.status} = 'awaiting_confirmation'`),
    // a recipient's texts not yet in the inbox, looked up when they write
    index('campaign_shippings_unrecorded')
      .on(t.companyId, t.number)
      .where(
        sql`(${t.confirmationBody} is not null and ${t.inboxConfirmationId} is null) or (${t.messageBody} is not null and ${t.inboxMessageId} is null)`,
      ),
  ],
);

/** Key/value campaign settings of a company (spec 3 §3 Campaign settings). */
export const campaignSettings = pgTable(
  'campaign_settings',
  {
    companyId: companyRef(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/**
 * The pace of one connection, shared by every campaign sending through it: the next moment a
 * campaign message may leave, and how many left since the last longer pause.
 */
export const campaignPace = pgTable('campaign_pace', {
  whatsappId: integer('whatsapp_id')
    .primaryKey()
    .references(() => whatsapps.id, { onDelete: 'cascade' }),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
  sentSincePause: integer('sent_since_pause').notNull().default(0),
});
