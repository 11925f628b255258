import { useQuery } from '@tanstack/react-query';
import type { QueueRefDTO } from '@atende/shared';
import { api } from '../../lib/api-client';

/** GET /queue: the company's queues. */
export function useQueues(enabled = true) {
  return useQuery({
    queryKey: ['queues'],
    queryFn: () => api.get<QueueRefDTO[]>('/queue'),
    enabled,
  });
}
