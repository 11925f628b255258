import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { patchQueues, QUEUES_KEY, removeQueue, upsertQueue } from './queues-cache';
import { queuesApi } from './queues-api';

/** GET /queue: the company's queues in menu order. */
export function useQueues(enabled = true) {
  return useQuery({ queryKey: QUEUES_KEY, queryFn: queuesApi.list, enabled });
}

/** company-{id}-queue keeps the cached list current; a reconnection refetches it. */
export function useQueuesRealtime() {
  const client = useQueryClient();
  useCompanyEvent('queue', (data) => {
    if (data.action === 'delete') patchQueues(client, (l) => removeQueue(l, data.queueId));
    else patchQueues(client, (l) => upsertQueue(l, data.queue));
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: QUEUES_KEY });
  });
}
