import { useQuery } from '@tanstack/react-query';
import { contactsApi } from '../contacts/contacts-api';
import { queuesApi } from '../queues/queues-api';
import { tagsApi } from '../tags/tags-api';
import { usersApi } from '../users/users-api';
import type { RefOption } from './ref-picker';

const options = <T extends { id: number; name: string; color?: string }>(rows?: T[]) =>
  (rows ?? []).map((r): RefOption => ({ id: r.id, name: r.name, color: r.color }));

/** What a card may link to: the supporting reads of spec 3 §7 (queues, tags, contacts, users). */
export function useCardOptions() {
  const queues = useQuery({ queryKey: ['queues', 'list'], queryFn: queuesApi.list });
  const tags = useQuery({ queryKey: ['tags', 'all'], queryFn: tagsApi.listAll });
  const contacts = useQuery({ queryKey: ['contacts', 'all'], queryFn: contactsApi.all });
  const users = useQuery({ queryKey: ['users', 'all'], queryFn: usersApi.all });
  return {
    queues: options(queues.data),
    tags: options(tags.data),
    contacts: options(contacts.data),
    users: options(users.data),
  };
}
