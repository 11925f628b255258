import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ContactDTO, ContactsPage } from '@atende/shared';

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

const isListed = (data: NonNullable<ContactsData>, id: number) =>
  data.pages.some((p) => p.contacts.some((c) => c.id === id));

/** Replaces the contact where it is listed. */
export function replaceContact(data: ContactsData, contact: ContactDTO): ContactsData {
  if (!data || !isListed(data, contact.id)) return data;
  const pages = data.pages.map((p) => ({
    ...p,
    contacts: p.contacts.map((c) => (c.id === contact.id ? contact : c)),
  }));
  return { ...data, pages };
}

/** Replaces the contact where it is listed, or puts it at the top of the first page. */
export function upsertContact(data: ContactsData, contact: ContactDTO): ContactsData {
  if (!data) return data;
  if (isListed(data, contact.id)) return replaceContact(data, contact);
  const pages = data.pages.map((p, i) =>
    i === 0 ? { ...p, contacts: [contact, ...p.contacts], count: p.count + 1 } : p,
  );
  return { ...data, pages };
}

export function removeContact(data: ContactsData, contactId: number): ContactsData {
  if (!data || !isListed(data, contactId)) return data;
  const pages = data.pages.map((p) => ({
    ...p,
    contacts: p.contacts.filter((c) => c.id !== contactId),
  }));
  // the total lives on every page; the first page's is the one shown
  return { ...data, pages: pages.map((p) => ({ ...p, count: Math.max(0, p.count - 1) })) };
}

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
