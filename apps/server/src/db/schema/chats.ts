import { identityId, timestamps } from './columns';
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyRef } from './companies';
import { users } from './users';

/**
 * Internal chats between a company's users (spec 3 §3 Chat). The owner, who alone edits and
 * deletes, is (company_id, owner_id) → users ON DELETE SET NULL (owner_id): migration 0019.
 */
export const chats = pgTable(
  'chats',
  {
    id: identityId(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    companyId: companyRef(),
    title: text('title').notNull(),
    ownerId: integer('owner_id'),
    lastMessage: text('last_message').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    unique('chats_company_id_id').on(t.companyId, t.id),
    uniqueIndex('chats_uuid').on(t.uuid),
  ],
);

/** Who is in a chat, and how many of its messages each member has not read. */
export const chatUsers = pgTable(
  'chat_users',
  {
    companyId: companyRef(),
    chatId: integer('chat_id').notNull(),
    userId: integer('user_id').notNull(),
    unreads: integer('unreads').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    foreignKey({
      name: 'chat_users_company_chat_fk',
      columns: [t.companyId, t.chatId],
      foreignColumns: [chats.companyId, chats.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'chat_users_company_user_fk',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    // a user's chats (the list, the top bar's unread count)
    index('chat_users_user_chat').on(t.userId, t.chatId),
  ],
);

/**
 * One message of a chat. The sender is (company_id, sender_id) → users ON DELETE SET NULL
 * (sender_id): migration 0019, so a removed colleague's messages stay.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: identityId(),
    companyId: companyRef(),
    chatId: integer('chat_id').notNull(),
    senderId: integer('sender_id'),
    message: text('message').notNull(),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'chat_messages_company_chat_fk',
      columns: [t.companyId, t.chatId],
      foreignColumns: [chats.companyId, chats.id],
    }).onDelete('cascade'),
    // pages of a chat, newest first
    index('chat_messages_chat_id').on(t.chatId, sql`${t.id} desc`),
    // deleting a colleague clears them from what they wrote (decision 0138)
    index('chat_messages_sender')
      .on(t.senderId)
      .where(sql`${t.senderId} is not null`),
  ],
);
