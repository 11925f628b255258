import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { FileListDTO } from '@atende/shared';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { infinitePages } from '../../lib/infinite-pages';
import { useCompanyEvent } from '../../lib/use-company-event';
import { filesApi, type FilesPage } from './files-api';

export const FILES_KEY = ['files', 'page'] as const;
const pages = infinitePages<FilesPage, 'files', FileListDTO>('files');

export function filesUpsert(client: QueryClient, record: FileListDTO) {
  client.setQueriesData<InfiniteData<FilesPage, number>>({ queryKey: FILES_KEY }, (d) =>
    pages.upsertFirst(d, record),
  );
}

export function filesRemove(client: QueryClient, id: number) {
  client.setQueriesData<InfiniteData<FilesPage, number>>({ queryKey: FILES_KEY }, (d) =>
    pages.remove(d, id),
  );
}

export function useFilesPages(search: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...FILES_KEY, search],
    queryFn: ({ pageParam }) => filesApi.list(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
    enabled,
  });
}

/** company-{id}-file keeps the cached pages current; a reconnection refetches them. */
export function useFilesRealtime() {
  const client = useQueryClient();
  useCompanyEvent('file', (data) => {
    if (data.action === 'delete') filesRemove(client, Number(data.id));
    else filesUpsert(client, data.record);
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: ['files'] });
  });
}
