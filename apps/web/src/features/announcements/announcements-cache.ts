import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { AnnouncementDTO, AnnouncementsPageDTO } from '@atende/shared';
import { infinitePages } from '../../lib/infinite-pages';

export const ANNOUNCEMENTS_PAGE_KEY = ['announcements', 'page'] as const;
/** The top bar's list: the active ones by priority, then newest. */
export const ANNOUNCEMENTS_ACTIVE_KEY = ['announcements', 'active'] as const;

const pages = infinitePages<AnnouncementsPageDTO, 'records', AnnouncementDTO>('records');

/** Priority 1 (high) first, then the newest: the server's order. */
export const byPriority = (a: AnnouncementDTO, b: AnnouncementDTO) =>
  a.priority - b.priority || b.id - a.id;

function inActive(list: AnnouncementDTO[] | undefined, record: AnnouncementDTO) {
  if (!list) return list;
  const rest = list.filter((a) => a.id !== record.id);
  return record.status ? [...rest, record].sort(byPriority) : rest;
}

/** Applies a saved announcement to the page's lists and to the top bar's. */
export function cacheUpsert(client: QueryClient, record: AnnouncementDTO) {
  client.setQueriesData<InfiniteData<AnnouncementsPageDTO, number>>(
    { queryKey: ANNOUNCEMENTS_PAGE_KEY },
    (d) => pages.upsertFirst(d, record),
  );
  client.setQueryData<AnnouncementDTO[]>(ANNOUNCEMENTS_ACTIVE_KEY, (d) => inActive(d, record));
}

export function cacheRemove(client: QueryClient, id: number) {
  client.setQueriesData<InfiniteData<AnnouncementsPageDTO, number>>(
    { queryKey: ANNOUNCEMENTS_PAGE_KEY },
    (d) => pages.remove(d, id),
  );
  client.setQueryData<AnnouncementDTO[]>(ANNOUNCEMENTS_ACTIVE_KEY, (d) =>
    d?.filter((a) => a.id !== id),
  );
}
