import { describe, expect, it } from 'vitest';
import {
  nameMatchesSearch,
  personMatchesSearch,
  phoneSearchDigits,
  phoneSearchForms,
} from './people-search';

describe('a search term as people type it', () => {
  it('is a phone number only when shaped like one, with three digits or more', () => {
    expect(phoneSearchDigits('(11) 98765-4321')).toBe('11987654321');
    expect(phoneSearchDigits(' +55 11 9876 ')).toBe('55119876');
    expect(phoneSearchDigits('4321')).toBe('4321');
    expect(phoneSearchDigits('pedido 123')).toBeUndefined();
    expect(phoneSearchDigits('12')).toBeUndefined();
  });

  it('looks for both forms of a whole Brazilian mobile, and only of a mobile', () => {
    expect(phoneSearchForms('1187654321')).toEqual(['1187654321', '11987654321']);
    expect(phoneSearchForms('11987654321')).toEqual(['11987654321', '1187654321']);
    expect(phoneSearchForms('5511987654321')).toEqual(['5511987654321', '551187654321']);
    // a landline (begins 2-5) has no other form; a fragment is searched as typed
    expect(phoneSearchForms('1133334444')).toEqual(['1133334444']);
    expect(phoneSearchForms('87654321')).toEqual(['87654321']);
  });

  it('finds a name by one fragment, or by the starts of several words in any order', () => {
    const name = 'Maria Conceição Silva';
    for (const term of ['ilva', 'CONCEICAO', 'maria silva', 'Silva  Maria', ' conc mar ']) {
      expect(nameMatchesSearch(name, term), term).toBe(true);
    }
    for (const term of ['maria ramos', 'aria silva']) {
      expect(nameMatchesSearch(name, term), term).toBe(false);
    }
    expect(nameMatchesSearch('Contato 12', 'contato 1')).toBe(true);
    expect(nameMatchesSearch('Contato 21', 'contato 1')).toBe(false);
  });

  it('finds a person by name or by number, digits inside a sentence being text', () => {
    const joao = { name: 'João da Silva', number: '5511987654321' };
    expect(personMatchesSearch(joao, '(11) 8765-4321')).toBe(true);
    expect(personMatchesSearch(joao, 'silva joao')).toBe(true);
    expect(personMatchesSearch(joao, '   ')).toBe(true);
    expect(personMatchesSearch({ name: 'Carla', number: '5511912345678' }, 'pedido 123')).toBe(
      false,
    );
  });
});
