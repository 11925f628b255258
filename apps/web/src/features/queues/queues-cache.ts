import type { QueryClient } from '@tanstack/react-query';
import type { QueueDTO } from '@atende/shared';

/** GET /queue's cache: the Queues page, the queue selects and filters all read it. */
export const QUEUES_KEY = ['queues'] as const;

/** The server's order: orderQueue (blank last), then id. */
function byMenuOrder(a: QueueDTO, b: QueueDTO) {
  const oa = a.orderQueue ?? Number.POSITIVE_INFINITY;
  const ob = b.orderQueue ?? Number.POSITIVE_INFINITY;
  return oa === ob ? a.id - b.id : oa - ob;
}

export function upsertQueue(list: QueueDTO[] | undefined, queue: QueueDTO) {
  if (!list) return list;
  return [...list.filter((q) => q.id !== queue.id), queue].sort(byMenuOrder);
}

export function removeQueue(list: QueueDTO[] | undefined, queueId: number) {
  return list?.filter((q) => q.id !== queueId);
}

export function patchQueues(
  client: QueryClient,
  patch: (list: QueueDTO[] | undefined) => QueueDTO[] | undefined,
) {
  client.setQueryData<QueueDTO[]>(QUEUES_KEY, patch);
}
