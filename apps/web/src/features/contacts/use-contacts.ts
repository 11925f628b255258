import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { companyChannel, type ContactDTO } from '@atende/shared';
import { useSocketEvent, useSocketReconnect } from '../../app/auth/socket-provider';
import {
  CONTACTS_LIST_KEY,
  contactCreated,
  contactDeleted,
  contactsListKey,
  contactUpdated,
} from './contacts-cache';
import { contactsApi } from './contacts-api';

/** GET /contacts page by page (pageNumber from 1) for one search text. */
export function useContactsList(search: string) {
  return useInfiniteQuery({
    queryKey: contactsListKey(search),
    queryFn: ({ pageParam }) => contactsApi.list(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
}

export type ContactEvent =
  | { action: 'create' | 'update'; contact: ContactDTO }
  | { action: 'delete'; contactId: number }
  | { action: 'reload' };

/** company-{id}-contact patches the cached lists; 'reload' (an import) and reconnects refetch. */
export function useContactsRealtime(companyId: number) {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: CONTACTS_LIST_KEY });
  useSocketEvent<ContactEvent>(companyChannel(companyId, 'contact'), (data) => {
    if (data.action === 'create' && data.contact) contactCreated(client, data.contact);
    else if (data.action === 'update' && data.contact) contactUpdated(client, data.contact);
    else if (data.action === 'delete') contactDeleted(client, Number(data.contactId));
    else if (data.action === 'reload') refetch();
  });
  useSocketReconnect(refetch);
}
