import { and, asc, desc, eq, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatMessages, chats, chatUsers, users } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';

export type ChatRow = typeof chats.$inferSelect;
export type MemberRow = { chatId: number; userId: number; unreads: number; name: string };
export type MessageRow = typeof chatMessages.$inferSelect & { senderName: string | null };

/** The chat only when `userId` is one of its members: anyone else finds nothing. */
const memberOf = (userId: number) =>
  sql`exists (select 1 from ${chatUsers} where ${chatUsers.chatId} = ${chats.id}
    and ${chatUsers.userId} = ${userId})`;

/** One page of a user's chats, the latest activity first (chat_users_user_chat). */
export async function listForUser(
  db: Executor,
  companyId: number,
  userId: number,
  opts: { search: string; limit: number; offset: number },
) {
  const search = opts.search
    ? sql`f_unaccent(lower(${chats.title})) like f_unaccent(lower(${likePattern(opts.search)}))`
    : undefined;
  const rows = await db
    .select({ chat: chats })
    .from(chatUsers)
    .innerJoin(chats, and(eq(chats.companyId, chatUsers.companyId), eq(chats.id, chatUsers.chatId)))
    .where(and(eq(chatUsers.companyId, companyId), eq(chatUsers.userId, userId), search))
    .orderBy(desc(chats.updatedAt), desc(chats.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return {
    rows: rows.slice(0, opts.limit).map((r) => r.chat),
    hasMore: rows.length > opts.limit,
  };
}

/** The ids of a user's chats with unread messages (chat_users_user_chat), at most `limit`. */
export async function unreadChatIds(
  db: Executor,
  companyId: number,
  userId: number,
  limit: number,
) {
  const rows = await db
    .select({ chatId: chatUsers.chatId })
    .from(chatUsers)
    .where(
      and(
        eq(chatUsers.companyId, companyId),
        eq(chatUsers.userId, userId),
        sql`${chatUsers.unreads} > 0`,
      ),
    )
    .orderBy(desc(chatUsers.chatId))
    .limit(limit);
  return rows.map((r) => r.chatId);
}

/** The members of these chats with their names, in one query. */
export function membersOf(
  db: Executor,
  companyId: number,
  chatIds: number[],
): Promise<MemberRow[]> {
  if (chatIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      chatId: chatUsers.chatId,
      userId: chatUsers.userId,
      unreads: chatUsers.unreads,
      name: users.name,
    })
    .from(chatUsers)
    .innerJoin(users, eq(users.id, chatUsers.userId))
    .where(and(eq(chatUsers.companyId, companyId), inArray(chatUsers.chatId, chatIds)))
    .orderBy(asc(users.name), asc(users.id));
}

/** A chat by id or uuid, for one of its members only. */
export async function findForMember(
  db: Executor,
  companyId: number,
  userId: number,
  ref: number | string,
) {
  const byRef = typeof ref === 'number' ? eq(chats.id, ref) : eq(chats.uuid, ref);
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.companyId, companyId), byRef, memberOf(userId)))
    .limit(1);
  return row;
}

export async function isMember(db: Executor, companyId: number, chatId: number, userId: number) {
  const [row] = await db
    .select({ userId: chatUsers.userId })
    .from(chatUsers)
    .where(
      and(
        eq(chatUsers.companyId, companyId),
        eq(chatUsers.chatId, chatId),
        eq(chatUsers.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Which of these ids are users of the company. */
export async function companyUserIds(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return rows.map((r) => r.id);
}

export async function insertChat(
  db: Executor,
  data: { companyId: number; title: string; ownerId: number; at: Date },
) {
  const { at, ...rest } = data;
  const [row] = await db
    .insert(chats)
    .values({ ...rest, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

export async function updateTitle(
  db: Executor,
  companyId: number,
  id: number,
  title: string,
  at: Date,
) {
  const [row] = await db
    .update(chats)
    .set({ title, updatedAt: at })
    .where(and(eq(chats.companyId, companyId), eq(chats.id, id)))
    .returning();
  return row;
}

/** Makes the members exactly `userIds`: the ones kept keep their unread counts. */
export async function setMembers(
  db: Executor,
  companyId: number,
  chatId: number,
  userIds: number[],
) {
  const removed = await db
    .delete(chatUsers)
    .where(
      and(
        eq(chatUsers.companyId, companyId),
        eq(chatUsers.chatId, chatId),
        notInArray(chatUsers.userId, userIds),
      ),
    )
    .returning({ userId: chatUsers.userId });
  await db
    .insert(chatUsers)
    .values(userIds.map((userId) => ({ companyId, chatId, userId })))
    .onConflictDoNothing();
  return removed.map((r) => r.userId);
}

export async function removeChat(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(chats)
    .where(and(eq(chats.companyId, companyId), eq(chats.id, id)))
    .returning({ id: chats.id });
  return rows.length > 0;
}

/** Stores a message, makes it the chat's last, and counts it unread for the other members. */
export async function insertMessage(
  db: Executor,
  data: { companyId: number; chatId: number; senderId: number; message: string; at: Date },
) {
  const [row] = await db
    .insert(chatMessages)
    .values({
      companyId: data.companyId,
      chatId: data.chatId,
      senderId: data.senderId,
      message: data.message,
      createdAt: data.at,
      updatedAt: data.at,
    })
    .returning();
  await db
    .update(chats)
    .set({ lastMessage: data.message, updatedAt: data.at })
    .where(and(eq(chats.companyId, data.companyId), eq(chats.id, data.chatId)));
  await db
    .update(chatUsers)
    .set({ unreads: sql`${chatUsers.unreads} + 1`, updatedAt: data.at })
    .where(
      and(
        eq(chatUsers.companyId, data.companyId),
        eq(chatUsers.chatId, data.chatId),
        ne(chatUsers.userId, data.senderId),
      ),
    );
  return row!;
}

/** Newest first, `limit` of them, below `before` or past `offset` (chat_messages_chat_id). */
export async function messagesPage(
  db: Executor,
  companyId: number,
  chatId: number,
  opts: { before?: number; offset: number; limit: number },
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const rows = await db
    .select({ m: chatMessages, senderName: users.name })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.companyId, companyId),
        eq(chatMessages.chatId, chatId),
        opts.before === undefined ? undefined : lt(chatMessages.id, opts.before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(opts.limit + 1)
    .offset(opts.before === undefined ? opts.offset : 0);
  return {
    rows: rows.slice(0, opts.limit).map((r) => ({ ...r.m, senderName: r.senderName })),
    hasMore: rows.length > opts.limit,
  };
}

export async function countMessages(db: Executor, companyId: number, chatId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.companyId, companyId), eq(chatMessages.chatId, chatId)));
  return row?.n ?? 0;
}

export async function markRead(db: Executor, companyId: number, chatId: number, userId: number) {
  await db
    .update(chatUsers)
    .set({ unreads: 0 })
    .where(
      and(
        eq(chatUsers.companyId, companyId),
        eq(chatUsers.chatId, chatId),
        eq(chatUsers.userId, userId),
      ),
    );
}
