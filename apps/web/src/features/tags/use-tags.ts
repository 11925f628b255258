import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { patchTagLists, removeTag, TAGS_PAGE_KEY, upsertTag } from './tags-cache';
import { tagsApi } from './tags-api';

/** GET /tags page by page (pageNumber from 1) for one search text. */
export function useTagsList(search: string) {
  return useInfiniteQuery({
    queryKey: [...TAGS_PAGE_KEY, search],
    queryFn: ({ pageParam }) => tagsApi.list(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}

/** company-{id}-tag keeps the cached lists current; a reconnection refetches them. */
export function useTagsRealtime() {
  const client = useQueryClient();
  useCompanyEvent('tag', (data) => {
    if ((data.action === 'create' || data.action === 'update') && data.tag) {
      patchTagLists(client, data.tag, (d) => upsertTag(d, data.tag));
    } else if (data.action === 'delete') {
      patchTagLists(client, null, (d) => removeTag(d, Number(data.tagId)));
    }
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: TAGS_PAGE_KEY });
  });
}
