import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { QuickMessageDTO } from '@atende/shared';
import type { QuickMessagesPage } from './quick-messages-api';

export const QUICK_MESSAGES_PAGE_KEY = ['quickMessages', 'page'] as const;
/** The chat's full list behind the '/' suggestions. */
export const QUICK_MESSAGES_ALL_KEY = ['quickMessages', 'all'] as const;

type PagesData = InfiniteData<QuickMessagesPage, number> | undefined;

/** Replaces the record where it is listed, or puts it at the top of the first page. */
export function upsertInPages(data: PagesData, record: QuickMessageDTO): PagesData {
  if (!data) return data;
  const listed = data.pages.some((p) => p.records.some((r) => r.id === record.id));
  const pages = listed
    ? data.pages.map((p) => ({
        ...p,
        records: p.records.map((r) => (r.id === record.id ? record : r)),
      }))
    : data.pages.map((p, i) => (i === 0 ? { ...p, records: [record, ...p.records] } : p));
  return { ...data, pages };
}

export function removeFromPages(data: PagesData, id: number): PagesData {
  if (!data) return data;
  const pages = data.pages.map((p) => {
    const records = p.records.filter((r) => r.id !== id);
    return records.length === p.records.length ? p : { ...p, records };
  });
  return { ...data, pages };
}

function upsertInAll(data: QuickMessageDTO[] | undefined, record: QuickMessageDTO) {
  if (!data) return data;
  const rest = data.filter((r) => r.id !== record.id);
  return [...rest, record].sort((a, b) => a.shortcode.localeCompare(b.shortcode));
}

/** Applies a saved record to every cached page (whatever its search) and to the chat's list. */
export function cacheUpsert(client: QueryClient, record: QuickMessageDTO) {
  client.setQueriesData<InfiniteData<QuickMessagesPage, number>>(
    { queryKey: QUICK_MESSAGES_PAGE_KEY },
    (d) => upsertInPages(d, record),
  );
  client.setQueryData<QuickMessageDTO[]>(QUICK_MESSAGES_ALL_KEY, (d) => upsertInAll(d, record));
}

export function cacheRemove(client: QueryClient, id: number) {
  client.setQueriesData<InfiniteData<QuickMessagesPage, number>>(
    { queryKey: QUICK_MESSAGES_PAGE_KEY },
    (d) => removeFromPages(d, id),
  );
  client.setQueryData<QuickMessageDTO[]>(QUICK_MESSAGES_ALL_KEY, (d) =>
    d?.filter((r) => r.id !== id),
  );
}
