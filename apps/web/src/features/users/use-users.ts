import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { patchUsersLists, removeUser, upsertUser, USERS_LIST_KEY } from './users-cache';
import { usersApi } from './users-api';

/** GET /users page by page (pageNumber from 1) for one search text. */
export function useUsersList(search: string) {
  return useInfiniteQuery({
    queryKey: [...USERS_LIST_KEY, search],
    queryFn: ({ pageParam }) => usersApi.list(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}

/** company-{id}-user keeps the cached lists current; a reconnection refetches them. */
export function useUsersRealtime() {
  const client = useQueryClient();
  useCompanyEvent('user', (data) => {
    if ((data.action === 'create' || data.action === 'update') && data.user) {
      patchUsersLists(client, (d) => upsertUser(d, data.user));
    } else if (data.action === 'delete') {
      patchUsersLists(client, (d) => removeUser(d, Number(data.userId)));
    }
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: USERS_LIST_KEY });
  });
}
