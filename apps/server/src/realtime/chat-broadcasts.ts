import {
  chatRoomChannel,
  chatUserChannel,
  type ChatRoomEvent,
  type ChatUserEvent,
} from '@atende/shared';
import type { DomainEvent } from '../events';
import { rooms } from './rooms';
import type { SocketServer } from './socket-server';

type ChatEvent = Extract<
  DomainEvent,
  { type: 'chat.saved' | 'chat.deleted' | 'chat.message' | 'chat.read' }
>;

/**
 * Internal chat events (spec 3 §4: per user and per chat). Each member hears them on
 * company-{id}-chat-user-{userId} in their own user room; the sockets that opened the chat
 * (joinChat, members only) hear company-{id}-chat-{chatId}. Nobody else hears anything.
 */
export async function broadcastChatEvent(io: SocketServer, e: ChatEvent) {
  const toUser = (userId: number, payload: ChatUserEvent) =>
    io.to(rooms.user(userId)).emit(chatUserChannel(e.companyId, userId), payload);
  const toRoom = (chatId: number, payload: ChatRoomEvent) =>
    io.to(rooms.chat(chatId)).emit(chatRoomChannel(e.companyId, chatId), payload);

  switch (e.type) {
    case 'chat.saved': {
      const { chat } = e;
      // members taken out leave the open chat before its update goes out
      const members = new Set(chat.users.map((u) => u.userId));
      for (const socket of await io.in(rooms.chat(chat.id)).fetchSockets()) {
        if (!members.has(socket.data.actor.id)) socket.leave(rooms.chat(chat.id));
      }
      for (const userId of members) toUser(userId, { action: e.action, record: chat });
      for (const userId of e.removedUserIds) toUser(userId, { action: 'delete', id: chat.id });
      if (e.action === 'update') toRoom(chat.id, { action: 'update', chat });
      return;
    }
    case 'chat.deleted':
      for (const userId of e.memberIds) toUser(userId, { action: 'delete', id: e.chatId });
      toRoom(e.chatId, { action: 'delete', id: e.chatId });
      io.in(rooms.chat(e.chatId)).socketsLeave(rooms.chat(e.chatId));
      return;
    case 'chat.message': {
      const payload = { action: 'new-message', newMessage: e.message, chat: e.chat } as const;
      for (const u of e.chat.users) toUser(u.userId, payload);
      toRoom(e.chat.id, payload);
      return;
    }
    case 'chat.read':
      for (const u of e.chat.users) toUser(u.userId, { action: 'update', record: e.chat });
      toRoom(e.chat.id, { action: 'update', chat: e.chat });
      return;
  }
}
