import { describe, expect, it } from 'vitest';
import type { ContactsPage } from '@atende/shared';
import { contactMatchesSearch, removeContact, upsertContact } from './contacts-cache';
import { makeContact } from '../../test/fixtures';

const joao = { name: 'João Conceição', number: '5511987654321' };

describe('contact search match', () => {
  it('ignores case and accents in names, like the server', () => {
    expect(contactMatchesSearch(joao, '')).toBe(true);
    expect(contactMatchesSearch(joao, 'joao')).toBe(true);
    expect(contactMatchesSearch(joao, 'CONCEICAO')).toBe(true);
    expect(contactMatchesSearch(joao, 'Maria')).toBe(false);
  });

  it('searches numbers only for a text shaped like a phone number', () => {
    expect(contactMatchesSearch(joao, '98765')).toBe(true);
    expect(contactMatchesSearch(joao, '(11) 98765-4')).toBe(true);
    expect(contactMatchesSearch(joao, '0000')).toBe(false);
  });
});

describe('contacts cache patches', () => {
  const pages = (...lists: number[][]) => ({
    pageParams: lists.map((_, i) => i + 1),
    pages: lists.map((ids): ContactsPage => ({
      contacts: ids.map((id) => makeContact({ id, name: `C${id}` })),
      hasMore: true,
      count: 10,
    })),
  });

  it('prepends a new contact once and replaces a listed one', () => {
    const data = upsertContact(pages([1, 2], [3]), makeContact({ id: 9, name: 'Novo' }));
    expect(data?.pages[0].contacts.map((c) => c.id)).toEqual([9, 1, 2]);
    expect(data?.pages[0].count).toBe(11);
    const again = upsertContact(data, makeContact({ id: 3, name: 'Trocado' }));
    expect(again?.pages[1].contacts[0].name).toBe('Trocado');
    expect(again?.pages[0].count).toBe(11);
  });

  it('removes a contact from any page and lowers the count', () => {
    const data = removeContact(pages([1, 2], [3]), 3);
    expect(data?.pages[1].contacts).toEqual([]);
    expect(data?.pages[0].count).toBe(9);
    expect(removeContact(data, 42)).toBe(data);
  });
});
