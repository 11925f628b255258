import { useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { CLIENT_EVENTS, chatRoomChannel, type ChatRoomEvent } from '@atende/shared';
import { useSocket, useSocketEvent, useSocketReconnect } from '../../app/auth/socket-provider';
import { useCurrentUser } from '../../app/auth/auth-context';
import { chatsApi } from './chats-api';
import {
  cacheAppendMessage,
  cacheRemove,
  cacheReplace,
  chatMessagesKey,
  flattenMessages,
  unreadsOf,
} from './chats-cache';

/**
 * One chat's messages: the newest page, then each older page from just before the oldest shown.
 * The socket joins the chat's room (company-{id}-chat-{chatId}) while it is open; a message that
 * arrives there is appended and the chat marked read. Load errors are silently ignored (spec 3 §4).
 */
export function useChatMessages(chatId: number | undefined) {
  const me = useCurrentUser();
  const client = useQueryClient();
  const socket = useSocket();
  const query = useInfiniteQuery({
    queryKey: chatMessagesKey(chatId ?? 0),
    queryFn: ({ pageParam }) => chatsApi.messages(chatId!, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.records[0]?.id : undefined),
    enabled: chatId !== undefined,
    retry: false,
  });

  useEffect(() => {
    if (!socket || chatId === undefined) return;
    const join = () => socket.emit(CLIENT_EVENTS.joinChat, chatId);
    join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      socket.emit(CLIENT_EVENTS.leaveChat, chatId);
    };
  }, [socket, chatId]);

  const markRead = () => {
    if (chatId === undefined) return;
    chatsApi.read(chatId, me.id).then(
      (chat) => cacheReplace(client, chat),
      () => undefined,
    );
  };

  useSocketEvent<ChatRoomEvent>(
    chatId === undefined ? null : chatRoomChannel(me.companyId, chatId),
    (data) => {
      if (data.action === 'new-message') {
        cacheAppendMessage(client, data.newMessage);
        if (unreadsOf(data.chat, me.id) > 0) markRead();
      } else if (data.action === 'update') cacheReplace(client, data.chat);
      else cacheRemove(client, data.id);
    },
  );
  useSocketReconnect(() => {
    if (chatId !== undefined) void client.invalidateQueries({ queryKey: chatMessagesKey(chatId) });
  });

  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  return { ...query, messages, markRead };
}
