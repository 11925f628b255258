import {
  CHAT_MESSAGE_PAGE_SIZE,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  type ChatData,
  type ChatDTO,
  type ChatMessagesPageDTO,
  type ChatsPageDTO,
  UNREAD_CHATS_MAX,
  type UnreadChatsDTO,
} from '@atende/shared';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { forbidden, invalid, notFound } from '../../http/app-error';
import { toChatDTO, toChatMessageDTO } from './chats.dto';
import * as repo from './chats.repo';

/** Whoever is not a member, in this company or another, finds no chat: 404. */
const chatNotFound = () => notFound('ERR_NOT_FOUND', CHAT_MESSAGES.notFound);

async function dtoOf(db: Executor, companyId: number, row: repo.ChatRow): Promise<ChatDTO> {
  return toChatDTO(row, await repo.membersOf(db, companyId, [row.id]));
}

/** The chat if the user is one of its members. */
async function memberChat(ctx: Ctx, ref: number | string) {
  const row = await repo.findForMember(ctx.db, ctx.companyId, ctx.user.id, ref);
  if (!row) throw chatNotFound();
  return row;
}

/** Members may read and post; only the owner edits or deletes (spec 3 §6). */
async function ownedChat(ctx: Ctx, id: number) {
  const row = await memberChat(ctx, id);
  if (row.ownerId !== ctx.user.id) throw forbidden(CHAT_MESSAGES.ownerOnly);
  return row;
}

/** The members asked for, all of the company's users, plus the owner. */
async function memberIds(ctx: Ctx, requested: number[]) {
  const wanted = [...new Set([ctx.user.id, ...requested])];
  const found = new Set(await repo.companyUserIds(ctx.db, ctx.companyId, wanted));
  if (wanted.some((id) => !found.has(id))) throw invalid({ users: CHAT_MESSAGES.userNotFound });
  return wanted;
}

export async function list(
  ctx: Ctx,
  q: { searchParam: string; pageNumber: number },
): Promise<ChatsPageDTO> {
  const { rows, hasMore } = await repo.listForUser(ctx.db, ctx.companyId, ctx.user.id, {
    search: q.searchParam,
    limit: CHAT_PAGE_SIZE,
    offset: (q.pageNumber - 1) * CHAT_PAGE_SIZE,
  });
  const members = await repo.membersOf(
    ctx.db,
    ctx.companyId,
    rows.map((r) => r.id),
  );
  return { records: rows.map((r) => toChatDTO(r, members)), hasMore };
}

/** The viewer's unread chats beyond the list's first page: the menu's dot and the top bar's badge. */
export async function unread(ctx: Ctx): Promise<UnreadChatsDTO> {
  return {
    chatIds: await repo.unreadChatIds(ctx.db, ctx.companyId, ctx.user.id, UNREAD_CHATS_MAX),
  };
}

export async function getOne(ctx: Ctx, ref: number | string) {
  return dtoOf(ctx.db, ctx.companyId, await memberChat(ctx, ref));
}

export async function create(ctx: Ctx, input: ChatData) {
  const ids = await memberIds(ctx, input.users);
  const chat = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertChat(tx, {
      companyId: ctx.companyId,
      title: input.title,
      ownerId: ctx.user.id,
      at: ctx.clock.now(),
    });
    await repo.setMembers(tx, ctx.companyId, row.id, ids);
    return dtoOf(tx, ctx.companyId, row);
  });
  ctx.events.emit({
    type: 'chat.saved',
    companyId: ctx.companyId,
    action: 'create',
    chat,
    removedUserIds: [],
  });
  return chat;
}

export async function update(ctx: Ctx, id: number, input: ChatData) {
  await ownedChat(ctx, id);
  const ids = await memberIds(ctx, input.users);
  const { chat, removed } = await ctx.db.transaction(async (tx) => {
    const row = await repo.updateTitle(tx, ctx.companyId, id, input.title, ctx.clock.now());
    if (!row) throw chatNotFound();
    const gone = await repo.setMembers(tx, ctx.companyId, id, ids);
    return { chat: await dtoOf(tx, ctx.companyId, row), removed: gone };
  });
  ctx.events.emit({
    type: 'chat.saved',
    companyId: ctx.companyId,
    action: 'update',
    chat,
    removedUserIds: removed,
  });
  return chat;
}

export async function remove(ctx: Ctx, id: number) {
  const row = await ownedChat(ctx, id);
  const members = await repo.membersOf(ctx.db, ctx.companyId, [row.id]);
  if (!(await repo.removeChat(ctx.db, ctx.companyId, id))) throw chatNotFound();
  ctx.events.emit({
    type: 'chat.deleted',
    companyId: ctx.companyId,
    chatId: id,
    memberIds: members.map((m) => m.userId),
  });
}

export async function messages(
  ctx: Ctx,
  id: number,
  q: { pageNumber: number; before?: number },
): Promise<ChatMessagesPageDTO> {
  await memberChat(ctx, id);
  const [{ rows, hasMore }, count] = await Promise.all([
    repo.messagesPage(ctx.db, ctx.companyId, id, {
      before: q.before,
      offset: (q.pageNumber - 1) * CHAT_MESSAGE_PAGE_SIZE,
      limit: CHAT_MESSAGE_PAGE_SIZE,
    }),
    repo.countMessages(ctx.db, ctx.companyId, id),
  ]);
  return { records: rows.reverse().map(toChatMessageDTO), hasMore, count };
}

export async function send(ctx: Ctx, id: number, message: string) {
  await memberChat(ctx, id);
  const { newMessage, chat } = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, {
      companyId: ctx.companyId,
      chatId: id,
      senderId: ctx.user.id,
      message,
      at: ctx.clock.now(),
    });
    const current = await repo.findForMember(tx, ctx.companyId, ctx.user.id, id);
    if (!current) throw chatNotFound();
    const dto = await dtoOf(tx, ctx.companyId, current);
    const me = dto.users.find((u) => u.userId === ctx.user.id);
    return {
      newMessage: toChatMessageDTO({ ...row, senderName: me?.user.name ?? null }),
      chat: dto,
    };
  });
  ctx.events.emit({ type: 'chat.message', companyId: ctx.companyId, message: newMessage, chat });
  return newMessage;
}

/** The reader's unread count goes to 0 (the spec's userId is ignored: the session says who). */
export async function markRead(ctx: Ctx, id: number) {
  const row = await memberChat(ctx, id);
  await repo.markRead(ctx.db, ctx.companyId, id, ctx.user.id);
  const chat = await dtoOf(ctx.db, ctx.companyId, row);
  ctx.events.emit({ type: 'chat.read', companyId: ctx.companyId, chat });
  return chat;
}
