import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ContactListDTO, ContactListItemDTO } from '@atende/shared';
import { infinitePages } from '../../lib/infinite-pages';
import type { ContactListItemsPage, ContactListsPage } from './contact-lists-api';

export const CONTACT_LISTS_KEY = ['contactLists', 'page'] as const;
export const contactListKey = (id: number) => ['contactLists', 'one', id] as const;
export const contactListItemsKey = (id: number) => ['contactListItems', id] as const;

const lists = infinitePages<ContactListsPage, 'records', ContactListDTO>('records');
const items = infinitePages<ContactListItemsPage, 'contacts', ContactListItemDTO>('contacts');
type Lists = InfiniteData<ContactListsPage, number>;
type Items = InfiniteData<ContactListItemsPage, number>;

/** A saved list: updated where listed (a new one goes first) and as the items page's title. */
export function listUpsert(client: QueryClient, record: ContactListDTO) {
  client.setQueriesData<Lists>({ queryKey: CONTACT_LISTS_KEY }, (d) =>
    lists.upsertFirst(d, record),
  );
  client.setQueryData(contactListKey(record.id), record);
}

export function listRemove(client: QueryClient, id: number) {
  client.setQueriesData<Lists>({ queryKey: CONTACT_LISTS_KEY }, (d) => lists.remove(d, id));
}

/** A created item goes first; an updated one (its validity checked) changes in place. */
export function itemUpsert(client: QueryClient, record: ContactListItemDTO, created: boolean) {
  client.setQueriesData<Items>({ queryKey: contactListItemsKey(record.contactListId) }, (d) =>
    created ? items.upsertFirst(d, record) : items.replace(d, record),
  );
}

export function itemRemove(client: QueryClient, contactListId: number, id: number) {
  client.setQueriesData<Items>({ queryKey: contactListItemsKey(contactListId) }, (d) =>
    items.remove(d, id),
  );
}
