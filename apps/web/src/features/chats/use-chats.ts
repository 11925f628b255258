import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatUserChannel, type ChatUserEvent } from '@atende/shared';
import { useSocketEvent, useSocketReconnect } from '../../app/auth/socket-provider';
import { useCurrentUser } from '../../app/auth/auth-context';
import { chatsApi } from './chats-api';
import {
  CHATS_KEY,
  CHATS_PAGE_KEY,
  CHATS_UNREAD_KEY,
  cacheMoveToTop,
  cacheRemove,
  cacheReplace,
  cacheUnread,
} from './chats-cache';

/** GET /chats page by page (pageNumber from 1) for one search text; '' is the whole list. */
export function useChatsPages(search = '') {
  return useInfiniteQuery({
    queryKey: [...CHATS_PAGE_KEY, search],
    queryFn: ({ pageParam }) => chatsApi.list(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });
}

/** How many of the viewer's chats have unread messages, on any page of the list. */
export function useUnreadChatCount(): number {
  const { data } = useQuery({ queryKey: CHATS_UNREAD_KEY, queryFn: chatsApi.unread });
  return data?.chatIds.length ?? 0;
}

/**
 * company-{id}-chat-user-{userId}: the signed-in user's chats kept current (the page, the
 * menu's dot, the top bar's popover); a reconnection refetches them.
 */
export function useChatsRealtime() {
  const me = useCurrentUser();
  const client = useQueryClient();
  useSocketEvent<ChatUserEvent>(chatUserChannel(me.companyId, me.id), (data) => {
    if (data.action === 'delete') return cacheRemove(client, data.id);
    const chat = data.action === 'new-message' ? data.chat : data.record;
    if (data.action === 'update') cacheReplace(client, chat);
    else cacheMoveToTop(client, chat);
    cacheUnread(client, chat, me.id);
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: CHATS_KEY });
  });
}
