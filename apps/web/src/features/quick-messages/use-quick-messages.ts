import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { quickMessagesApi } from './quick-messages-api';
import {
  cacheRemove,
  cacheUpsert,
  QUICK_MESSAGES_ALL_KEY,
  QUICK_MESSAGES_PAGE_KEY,
} from './quick-messages-cache';

/** GET /quick-messages page by page (pageNumber from 1) for one search text. */
export function useQuickMessagesPages(search: string) {
  return useInfiniteQuery({
    queryKey: [...QUICK_MESSAGES_PAGE_KEY, search],
    queryFn: ({ pageParam }) => quickMessagesApi.list(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}

/** The chat's list, fetched once and reused by every ticket for a while. */
export function useAllQuickMessages() {
  return useQuery({
    queryKey: QUICK_MESSAGES_ALL_KEY,
    queryFn: quickMessagesApi.listAll,
    staleTime: 60_000,
  });
}

/**
 * company-{id}-quickmessage keeps the cached lists current; a reconnection refetches them.
 * The channel reaches the whole company, so another user's private message is not listed.
 */
export function useQuickMessagesRealtime(me: { id: number; companyId: number }) {
  const client = useQueryClient();
  useCompanyEvent('quickmessage', (data) => {
    if ((data.action === 'create' || data.action === 'update') && data.record) {
      if (data.record.geral || data.record.userId === me.id) cacheUpsert(client, data.record);
      else cacheRemove(client, data.record.id);
    } else if (data.action === 'delete') {
      cacheRemove(client, Number(data.id));
    }
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: ['quickMessages'] });
  });
}
