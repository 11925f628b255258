import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
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

/** company-{id}-contact patches the cached lists; 'reload' (an import) and reconnects refetch. */
export function useContactsRealtime() {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: CONTACTS_LIST_KEY });
  useCompanyEvent('contact', (data) => {
    if (data.action === 'create' && data.contact) contactCreated(client, data.contact);
    else if (data.action === 'update' && data.contact) contactUpdated(client, data.contact);
    else if (data.action === 'delete') contactDeleted(client, Number(data.contactId));
    else if (data.action === 'reload') refetch();
  });
  useSocketReconnect(refetch);
}
