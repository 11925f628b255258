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
import { queues } from './queues';
import { tickets } from './tickets';
import { users } from './users';

/**
 * A queue's chatbot menu: a tree of numbered options (parentId null for the roots). An option
 * answers with its message and either shows its children, forwards to another queue
 * ((company_id, forward_queue_id) → queues, ON DELETE SET NULL (column): migration 0012) or
 * hands the ticket over to a human.
 */
export const queueOptions = pgTable(
  'queue_options',
  {
    id: identityId(),
    companyId: companyRef(),
    queueId: integer('queue_id').notNull(),
    parentId: integer('parent_id'),
    /** The number the customer types to choose it (1, 2, ...), unique among its siblings. */
    option: integer('option').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    forwardQueueId: integer('forward_queue_id'),
    humanHandover: boolean('human_handover').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    unique('queue_options_company_id_id').on(t.companyId, t.id),
    foreignKey({
      name: 'queue_options_company_queue_fk',
      columns: [t.companyId, t.queueId],
      foreignColumns: [queues.companyId, queues.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'queue_options_company_parent_fk',
      columns: [t.companyId, t.parentId],
      foreignColumns: [t.companyId, t.id],
    }).onDelete('cascade'),
    index('queue_options_tree').on(t.companyId, t.queueId, t.parentId, t.option),
  ],
);

/**
 * One cycle of a ticket (from waiting to finished) with who handled it and the customer's
 * rating: what the dashboard and reports read. ratingState: null (no rating asked),
 * 'awaiting', 'rated', 'cancelled' (the customer wrote something else, or a conversation of
 * theirs began or was reopened) or 'expired'.
 * (company_id, user_id) and (company_id, queue_id) clear only their column on delete: 0012.
 */
export const ticketTrackings = pgTable(
  'ticket_trackings',
  {
    id: identityId(),
    companyId: companyRef(),
    ticketId: integer('ticket_id').notNull(),
    whatsappId: integer('whatsapp_id').notNull(),
    contactId: integer('contact_id').notNull(),
    userId: integer('user_id'),
    queueId: integer('queue_id'),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // the conversation's entry into waiting and its first take by a person: queuedAt and
    // startedAt until someone first takes it, then kept through transfers and returns (the
    // reports' and the dashboard's times; migration 0041's trigger keeps them, decision 0148)
    firstQueuedAt: timestamp('first_queued_at', { withTimezone: true }),
    firstStartedAt: timestamp('first_started_at', { withTimezone: true }),
    ratingState: text('rating_state'),
    ratingAt: timestamp('rating_at', { withTimezone: true }),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    rating: integer('rating'),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'ticket_trackings_company_ticket_fk',
      columns: [t.companyId, t.ticketId],
      foreignColumns: [tickets.companyId, tickets.id],
    }).onDelete('cascade'),
    index('ticket_trackings_ticket').on(t.companyId, t.ticketId, t.id.desc()),
    // one cycle in progress per ticket: concurrent writers meet on it instead of adding rows
    uniqueIndex('ticket_trackings_one_open')
      .on(t.companyId, t.ticketId)
      .where(sql`${t.finishedAt} is null`),
    index('ticket_trackings_finished').on(t.companyId, t.finishedAt),
    // the reports: cycles begun in a period
    index('ticket_trackings_first_queued').on(t.companyId, t.firstQueuedAt),
    index('ticket_trackings_company_id').on(t.companyId, t.id.desc()),
    // the dashboard's cycles in progress, counted from the index alone (decision 0111)
    index('ticket_trackings_live')
      .on(t.companyId, t.queuedAt, t.startedAt, t.userId, t.queueId)
      .where(sql`${t.finishedAt} is null`),
    // the rating a customer's next message on this number may answer
    index('ticket_trackings_awaiting_rating')
      .on(t.companyId, t.whatsappId, t.contactId)
      .where(sql`${t.ratingState} = 'awaiting'`),
    index('ticket_trackings_rating_due')
      .on(t.ratingAt)
      .where(sql`${t.ratingState} = 'awaiting'`),
    // deleting a user or a queue clears it from the cycles (decision 0138)
    index('ticket_trackings_user')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('ticket_trackings_queue')
      .on(t.queueId)
      .where(sql`${t.queueId} is not null`),
  ],
);

/** Team members who get a WhatsApp notice when a ticket starts waiting (spec 2 notifications). */
export const notifyUsers = pgTable(
  'notify_users',
  {
    id: identityId(),
    companyId: companyRef(),
    userId: integer('user_id').notNull(),
    whatsappNumber: text('whatsapp_number').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'notify_users_company_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    unique('notify_users_company_user').on(t.companyId, t.userId),
  ],
);
