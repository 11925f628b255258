import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { announcementsApi } from './announcements-api';
import {
  ANNOUNCEMENTS_ACTIVE_KEY,
  ANNOUNCEMENTS_PAGE_KEY,
  cacheRemove,
  cacheUpsert,
} from './announcements-cache';

/** GET /announcements page by page for one search text (super users' page). */
export function useAnnouncementsPages(search: string) {
  return useInfiniteQuery({
    queryKey: [...ANNOUNCEMENTS_PAGE_KEY, search],
    queryFn: ({ pageParam }) => announcementsApi.list(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
  });
}

/** The active announcements, for the top bar. */
export function useActiveAnnouncements() {
  return useQuery({ queryKey: ANNOUNCEMENTS_ACTIVE_KEY, queryFn: announcementsApi.active });
}

/** company-{id}-announcement keeps both lists current; a reconnection refetches them. */
export function useAnnouncementsRealtime() {
  const client = useQueryClient();
  useCompanyEvent('announcement', (data) => {
    if (data.action === 'delete') cacheRemove(client, Number(data.id));
    else cacheUpsert(client, data.record);
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: ['announcements'] });
  });
}
