import { useQuery } from '@tanstack/react-query';
import { queuesApi } from '../queues/queues-api';
import { tagsApi } from '../tags/tags-api';
import { usersApi } from '../users/users-api';
import type { RefOption } from './ref-picker';

const options = <T extends { id: number; name: string; color?: string }>(rows?: T[]) =>
  (rows ?? []).map((r): RefOption => ({ id: r.id, name: r.name, color: r.color }));

/**
 * What a card may link to, read whole: queues, tags and users (spec 3 §7). Contacts are searched
 * for instead (contact-refs-picker.tsx, decision 0139).
 */
export function useCardOptions() {
  const queues = useQuery({ queryKey: ['queues', 'list'], queryFn: queuesApi.list });
  const tags = useQuery({ queryKey: ['tags', 'all'], queryFn: tagsApi.listAll });
  const users = useQuery({ queryKey: ['users', 'all'], queryFn: usersApi.all });
  return {
    queues: options(queues.data),
    tags: options(tags.data),
    users: options(users.data),
  };
}
