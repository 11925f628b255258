import { useContext } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactListItemChannel, type ContactListItemListEvent } from '@atende/shared';
import { AuthContext } from '../../app/auth/auth-context';
import { useSocketEvent, useSocketReconnect } from '../../app/auth/socket-provider';
import { useCompanyEvent } from '../../lib/use-company-event';
import { contactListsApi } from './contact-lists-api';
import {
  CONTACT_LISTS_KEY,
  contactListItemsKey,
  contactListKey,
  itemRemove,
  itemUpsert,
  listRemove,
  listUpsert,
} from './contact-lists-cache';

const nextPage = (last: { hasMore: boolean }, pages: unknown[]) =>
  last.hasMore ? pages.length + 1 : undefined;

export function useContactListsPages(search: string) {
  return useInfiniteQuery({
    queryKey: [...CONTACT_LISTS_KEY, search],
    queryFn: ({ pageParam }) => contactListsApi.list(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useContactList(id: number) {
  return useQuery({ queryKey: contactListKey(id), queryFn: () => contactListsApi.get(id) });
}

export function useContactListItemsPages(contactListId: number, search: string) {
  return useInfiniteQuery({
    queryKey: [...contactListItemsKey(contactListId), search],
    queryFn: ({ pageParam }) => contactListsApi.items(contactListId, search, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** company-{id}-ContactList keeps the lists and their counts (the check's progress) current. */
export function useContactListsRealtime() {
  const client = useQueryClient();
  useCompanyEvent('ContactList', (data) => {
    if (data.action === 'delete') listRemove(client, Number(data.id));
    else listUpsert(client, data.record);
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: ['contactLists'] });
  });
}

/** company-{id}-ContactListItem-{listId}: the items of the open list, validity as it comes. */
export function useContactListItemsRealtime(contactListId: number) {
  const client = useQueryClient();
  const companyId = useContext(AuthContext)?.user?.companyId;
  const channel = companyId === undefined ? null : contactListItemChannel(companyId, contactListId);
  useSocketEvent<ContactListItemListEvent>(channel, (data) => {
    if (data.action === 'reload') {
      void client.invalidateQueries({ queryKey: contactListItemsKey(contactListId) });
    } else if (data.action === 'delete') {
      itemRemove(client, contactListId, Number(data.id));
    } else {
      itemUpsert(client, data.record, data.action === 'create');
      // a refetch already under way may have read the item before this change: read again
      const key = contactListItemsKey(contactListId);
      if (client.isFetching({ queryKey: key }) > 0)
        void client.invalidateQueries({ queryKey: key });
    }
  });
  useSocketReconnect(() => {
    void client.invalidateQueries({ queryKey: contactListItemsKey(contactListId) });
  });
}
