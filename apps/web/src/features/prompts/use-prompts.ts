import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { PromptDTO } from '@atende/shared';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { infinitePages } from '../../lib/infinite-pages';
import { useCompanyEvent } from '../../lib/use-company-event';
import { promptsApi, type PromptsPage } from './prompts-api';

export const PROMPTS_KEY = ['prompts', 'page'] as const;
const pages = infinitePages<PromptsPage, 'prompts', PromptDTO>('prompts');

export function promptsUpsert(client: QueryClient, record: PromptDTO) {
  client.setQueriesData<InfiniteData<PromptsPage, number>>({ queryKey: PROMPTS_KEY }, (d) =>
    pages.upsertFirst(d, record),
  );
}

export function promptsRemove(client: QueryClient, id: number) {
  client.setQueriesData<InfiniteData<PromptsPage, number>>({ queryKey: PROMPTS_KEY }, (d) =>
    pages.remove(d, id),
  );
}

export function usePromptsPages(search: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...PROMPTS_KEY, search],
    queryFn: ({ pageParam }) => promptsApi.list(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
    enabled,
  });
}

/** company-{id}-prompt keeps the cached pages current; a reconnection refetches them. */
export function usePromptsRealtime() {
  const client = useQueryClient();
  useCompanyEvent('prompt', (data) => {
    if (data.action === 'delete') promptsRemove(client, Number(data.id));
    else promptsUpsert(client, data.record);
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: ['prompts'] });
  });
}
