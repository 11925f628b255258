import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { QuickMessageDTO } from '@atende/shared';
import { infinitePages } from '../../lib/infinite-pages';
import type { QuickMessagesPage } from './quick-messages-api';

export const QUICK_MESSAGES_PAGE_KEY = ['quickMessages', 'page'] as const;
/** The chat's full list behind the '/' suggestions. */
export const QUICK_MESSAGES_ALL_KEY = ['quickMessages', 'all'] as const;

const pages = infinitePages<QuickMessagesPage, 'records', QuickMessageDTO>('records');

function upsertInAll(data: QuickMessageDTO[] | undefined, record: QuickMessageDTO) {
  if (!data) return data;
  const rest = data.filter((r) => r.id !== record.id);
  return [...rest, record].sort((a, b) => a.shortcode.localeCompare(b.shortcode));
}

/** Applies a saved record to every cached page (whatever its search) and to the chat's list. */
export function cacheUpsert(client: QueryClient, record: QuickMessageDTO) {
  client.setQueriesData<InfiniteData<QuickMessagesPage, number>>(
    { queryKey: QUICK_MESSAGES_PAGE_KEY },
    (d) => pages.upsertFirst(d, record),
  );
  client.setQueryData<QuickMessageDTO[]>(QUICK_MESSAGES_ALL_KEY, (d) => upsertInAll(d, record));
}

export function cacheRemove(client: QueryClient, id: number) {
  client.setQueriesData<InfiniteData<QuickMessagesPage, number>>(
    { queryKey: QUICK_MESSAGES_PAGE_KEY },
    (d) => pages.remove(d, id),
  );
  client.setQueryData<QuickMessageDTO[]>(QUICK_MESSAGES_ALL_KEY, (d) =>
    d?.filter((r) => r.id !== id),
  );
}
