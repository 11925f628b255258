import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ContactDTO, ContactsPage } from '@atende/shared';
import { infinitePages } from '../../lib/infinite-pages';

export const CONTACTS_LIST_KEY = ['contacts', 'list'] as const;

/** The query key of one search's list; the search is its last element. */
export const contactsListKey = (search: string) => [...CONTACTS_LIST_KEY, search] as const;

export type ContactsData = InfiniteData<ContactsPage, number> | undefined;

const foldAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Whether the server's search would list this contact: the name holds the text (case and
 * accents ignored), or, for a text shaped like a phone number, the number holds its digits.
 */
export function contactMatchesSearch(contact: Pick<ContactDTO, 'name' | 'number'>, search: string) {
  const term = search.trim();
  if (!term) return true;
  if (foldAccents(contact.name).includes(foldAccents(term))) return true;
  if (!/^[\d\s()+.-]+$/.test(term)) return false;
  const digits = term.replace(/\D/g, '');
  return digits !== '' && contact.number.includes(digits);
}

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
