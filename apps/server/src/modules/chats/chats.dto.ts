import type { ChatDTO, ChatMessageDTO } from '@atende/shared';
import type { ChatRow, MemberRow, MessageRow } from './chats.repo';

export function toChatDTO(row: ChatRow, members: MemberRow[]): ChatDTO {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    ownerId: row.ownerId,
    users: members
      .filter((m) => m.chatId === row.id)
      .map((m) => ({ userId: m.userId, unreads: m.unreads, user: { id: m.userId, name: m.name } })),
    lastMessage: row.lastMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toChatMessageDTO(row: MessageRow): ChatMessageDTO {
  return {
    id: row.id,
    chatId: row.chatId,
    message: row.message,
    senderId: row.senderId,
    sender:
      row.senderId !== null && row.senderName !== null
        ? { id: row.senderId, name: row.senderName }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
