import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { personMatchesSearch, type ContactDTO, type ContactsPage } from '@atende/shared';
import { infinitePages } from '../../lib/infinite-pages';

export const CONTACTS_LIST_KEY = ['contacts', 'list'] as const;

/** The query key of one search's list; the search is its last element. */
export const contactsListKey = (search: string) => [...CONTACTS_LIST_KEY, search] as const;

export type ContactsData = InfiniteData<ContactsPage, number> | undefined;

/** Whether the server's search would list this contact (packages/shared's rule). */
export const contactMatchesSearch = (
  contact: Pick<ContactDTO, 'name' | 'number'>,
  search: string,
) => personMatchesSearch(contact, search);

const pages = infinitePages<ContactsPage, 'contacts', ContactDTO>('contacts');

/** Replaces the contact where it is listed. */
export const replaceContact = (data: ContactsData, contact: ContactDTO): ContactsData =>
  pages.replace(data, contact);

/** Replaces the contact where it is listed, or puts it at the top of the first page. */
export const upsertContact = (data: ContactsData, contact: ContactDTO): ContactsData =>
  pages.upsertFirst(data, contact);

export const removeContact = (data: ContactsData, contactId: number): ContactsData =>
  pages.remove(data, contactId);

/** Applies a change to every cached contacts list, telling the patch which search it holds. */
export function patchContactsLists(
  client: QueryClient,
  patch: (data: ContactsData, search: string) => ContactsData,
): void {
  for (const [key, data] of client.getQueriesData<InfiniteData<ContactsPage, number>>({
    queryKey: CONTACTS_LIST_KEY,
  })) {
    const search = typeof key[2] === 'string' ? key[2] : '';
    const next = patch(data, search);
    if (next !== data) client.setQueryData(key, next);
  }
}

/** A new contact goes to the top of every list whose search it matches. */
export function contactCreated(client: QueryClient, contact: ContactDTO): void {
  patchContactsLists(client, (data, search) =>
    contactMatchesSearch(contact, search) ? upsertContact(data, contact) : data,
  );
}

/**
 * A changed contact is replaced where it is listed, and leaves a list whose search it no longer
 * matches. One not listed is left out: it may sit on a page not loaded yet.
 */
export function contactUpdated(client: QueryClient, contact: ContactDTO): void {
  patchContactsLists(client, (data, search) =>
    contactMatchesSearch(contact, search)
      ? replaceContact(data, contact)
      : removeContact(data, contact.id),
  );
}

export function contactDeleted(client: QueryClient, contactId: number): void {
  patchContactsLists(client, (data) => removeContact(data, contactId));
}
