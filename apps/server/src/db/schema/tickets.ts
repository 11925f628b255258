import { identityId, timestamps } from './columns';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { contacts } from './contacts';
import { users } from './users';
import { whatsapps } from './whatsapps';

export const tags = pgTable(
  'tags',
  {
    id: identityId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    color: text('color').notNull().default('#5C59A0'),
    kanban: integer('kanban').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tags_company_name').on(t.companyId, t.name),
    // the target of company-scoped references to a tag (kanban cards)
    unique('tags_company_id_id').on(t.companyId, t.id),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: identityId(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    companyId: companyRef(),
    status: text('status').notNull().default('pending'),
    // every reference is (company_id, x_id): a ticket only points at its own company's rows
    contactId: integer('contact_id').notNull(),
    whatsappId: integer('whatsapp_id').notNull(),
    /** (company_id, user_id) → users and (company_id, queue_id) → queues: migration 0010. */
    userId: integer('user_id'),
    queueId: integer('queue_id'),
    unreadMessages: integer('unread_messages').notNull().default(0),
    lastMessage: text('last_message').notNull().default(''),
    isGroup: boolean('is_group').notNull().default(false),
    chatbot: boolean('chatbot').notNull().default(false),
    useIntegration: boolean('use_integration').notNull().default(false),
    promptId: integer('prompt_id'),
    integrationId: integer('integration_id'),
    /** The chatbot's place in this conversation (modules/bot owns its shape). */
    botState: jsonb('bot_state').$type<Record<string, unknown>>().notNull().default({}),
    /** When the notification recipients were told this ticket is waiting (at most once). */
    pendingNoticeAt: timestamp('pending_notice_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('tickets_company_id_id').on(t.companyId, t.id),
    foreignKey({
      name: 'tickets_company_contact_fk',
      columns: [t.companyId, t.contactId],
      foreignColumns: [contacts.companyId, contacts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tickets_company_whatsapp_fk',
      columns: [t.companyId, t.whatsappId],
      foreignColumns: [whatsapps.companyId, whatsapps.id],
    }).onDelete('cascade'),
    uniqueIndex('tickets_uuid').on(t.uuid),
    // at most one live ticket per contact and connection, even under concurrent ingest
    uniqueIndex('tickets_one_live_per_contact')
      .on(t.companyId, t.whatsappId, t.contactId)
      .where(sql`${t.status} in ('pending', 'open')`),
    index('tickets_company_status_updated').on(
      t.companyId,
      t.status,
      t.updatedAt.desc(),
      t.id.desc(),
    ),
    index('tickets_company_queue_status').on(t.companyId, t.queueId, t.status, t.updatedAt.desc()),
    index('tickets_company_user_status').on(t.companyId, t.userId, t.status, t.updatedAt.desc()),
    index('tickets_contact').on(t.contactId),
    // deleting a connection (its cascade, and the count that asks first) finds its tickets
    index('tickets_connection').on(t.whatsappId),
  ],
);

export const ticketTags = pgTable(
  'ticket_tags',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.tagId] }), index('ticket_tags_tag').on(t.tagId)],
);

export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: identityId(),
    companyId: companyRef(),
    ticketId: integer('ticket_id').notNull(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'ticket_notes_company_ticket_fk',
      columns: [t.companyId, t.ticketId],
      foreignColumns: [tickets.companyId, tickets.id],
    }).onDelete('cascade'),
    index('ticket_notes_ticket').on(t.ticketId, t.createdAt),
    // deleting a contact or a user finds their notes (decision 0138)
    index('ticket_notes_contact').on(t.contactId),
    index('ticket_notes_user')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/** A template as the Cloud API takes it, kept on the message that sent it. */
export interface MessageTemplatePayload {
  name: string;
  language: string;
  components?: object[];
}

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyRef(),
    ticketId: integer('ticket_id').notNull(),
    whatsappId: integer('whatsapp_id').notNull(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The channel's id of the message: the idempotency key of ingest. */
    externalId: text('external_id').notNull(),
    body: text('body').notNull().default(''),
    fromMe: boolean('from_me').notNull().default(false),
    mediaType: text('media_type').notNull().default('chat'),
    mediaPath: text('media_path'),
    mediaName: text('media_name'),
    quotedMsgId: bigint('quoted_msg_id', { mode: 'number' }),
    ack: integer('ack').notNull().default(0),
    read: boolean('read').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isEdited: boolean('is_edited').notNull().default(false),
    /** Outbound delivery: queued, sent or failed (with the reason in sendError). */
    sendStatus: text('send_status').notNull().default('received'),
    sendError: text('send_error'),
    /** When a worker took the message to send it; a stale claim (crashed worker) lapses. */
    sendClaimedAt: timestamp('send_claimed_at', { withTimezone: true }),
    participant: text('participant'),
    /** The group member's display name as the channel gave it with the message, if any. */
    participantName: text('participant_name'),
    /** Sent by the system (chatbot, greeting, rating, notices), not typed by a person. */
    automatic: boolean('automatic').notNull().default(false),
    /**
     * What makes an automatic text idempotent (sendAutomaticText's key). Not the external id:
     * the send replaces that with the channel's id, which acks are matched by.
     */
    automaticKey: text('automatic_key'),
    /** An approved template sent as this message (cloud-api): name, language, components. */
    template: jsonb('template').$type<MessageTemplatePayload>(),
    /** Sent by this campaign (campaign-inbox.ts): the chat marks it, apart from the agents' own. */
    campaignId: integer('campaign_id'),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'messages_company_ticket_fk',
      columns: [t.companyId, t.ticketId],
      foreignColumns: [tickets.companyId, tickets.id],
    }).onDelete('cascade'),
    // by (company, connection) so that messages_company_connection_external serves the cascade
    foreignKey({
      name: 'messages_company_whatsapp_fk',
      columns: [t.companyId, t.whatsappId],
      foreignColumns: [whatsapps.companyId, whatsapps.id],
    }).onDelete('cascade'),
    uniqueIndex('messages_company_connection_external').on(t.companyId, t.whatsappId, t.externalId),
    uniqueIndex('messages_automatic_key')
      .on(t.companyId, t.ticketId, t.automaticKey)
      .where(sql`${t.automaticKey} is not null`),
    index('messages_ticket_created').on(t.ticketId, t.createdAt.desc(), t.id.desc()),
    // a contact's story on one connection, across its tickets (history=contact); led by the
    // contact so that deleting one finds its messages without reading all (decision 0138)
    index('messages_contact_created').on(
      t.contactId,
      t.companyId,
      t.whatsappId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // only an agent's messages name a user: the customers' ones cost this index nothing
    index('messages_user')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('messages_body_trgm').using('gin', sql`f_unaccent(lower(${t.body})) gin_trgm_ops`),
  ],
);
