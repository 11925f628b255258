import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { QueueIntegrationDTO } from '@atende/shared';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { infinitePages } from '../../lib/infinite-pages';
import { useCompanyEvent } from '../../lib/use-company-event';
import { queueIntegrationsApi, type QueueIntegrationsPage } from './queue-integrations-api';

export const QUEUE_INTEGRATIONS_KEY = ['queueIntegrations', 'page'] as const;
const pages = infinitePages<QueueIntegrationsPage, 'queueIntegrations', QueueIntegrationDTO>(
  'queueIntegrations',
);
type Cache = InfiniteData<QueueIntegrationsPage, number>;

export function integrationsUpsert(client: QueryClient, record: QueueIntegrationDTO) {
  client.setQueriesData<Cache>({ queryKey: QUEUE_INTEGRATIONS_KEY }, (d) =>
    pages.upsertFirst(d, record),
  );
}

export function integrationsRemove(client: QueryClient, id: number) {
  client.setQueriesData<Cache>({ queryKey: QUEUE_INTEGRATIONS_KEY }, (d) => pages.remove(d, id));
}

export function useQueueIntegrationPages(search: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...QUEUE_INTEGRATIONS_KEY, search],
    queryFn: ({ pageParam }) => queueIntegrationsApi.list(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
    enabled,
  });
}

/** company-{id}-queueIntegration keeps the cached pages current; a reconnection refetches. */
export function useQueueIntegrationsRealtime() {
  const client = useQueryClient();
  useCompanyEvent('queueIntegration', (data) => {
    if (data.action === 'delete') integrationsRemove(client, Number(data.integrationId));
    else integrationsUpsert(client, data.queueIntegration);
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: ['queueIntegrations'] });
  });
}
