import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { chatUserChannel, type ChatUserEvent } from '@atende/shared';
import { useSocketEvent, useSocketReconnect } from '../../app/auth/socket-provider';
import { useCurrentUser } from '../../app/auth/auth-context';
import { chatsApi } from './chats-api';
import {
  CHATS_KEY,
  CHATS_PAGE_KEY,
  cacheMoveToTop,
  cacheRemove,
  cacheReplace,
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

/**
 * company-{id}-chat-user-{userId}: the signed-in user's chats kept current (the page, the
 * menu's dot, the top bar's popover); a reconnection refetches them.
 */
export function useChatsRealtime() {
  const me = useCurrentUser();
  const client = useQueryClient();
  useSocketEvent<ChatUserEvent>(chatUserChannel(me.companyId, me.id), (data) => {
    if (data.action === 'delete') cacheRemove(client, data.id);
    else if (data.action === 'new-message') cacheMoveToTop(client, data.chat);
    else if (data.action === 'create') cacheMoveToTop(client, data.record);
    else cacheReplace(client, data.record);
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: CHATS_KEY });
  });
}
