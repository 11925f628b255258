import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/like-pattern';
import { brazilianMobileVariant } from './brazilian-mobile';

/** More words than a name has: the rest of a pasted sentence would only slow the query. */
const MAX_WORDS = 8;

/**
 * The name holds the search: one word anywhere in it ('ilva' finds 'Silva'); several words
 * each at the start of one of its words, in any order ('maria silva' and 'Silva Maria' find
 * 'Maria Conceição Silva', 'contato 1' finds 'Contato 12' but not 'Contato 21'). Case and
 * accents are ignored; each LIKE is one the trigram index of f_unaccent(lower(name)) serves.
 */
export function nameHasWords(column: AnyColumn, search: string): SQL | undefined {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const name = sql`f_unaccent(lower(${column}))`;
  const like = (pattern: string) => sql`${name} like f_unaccent(lower(${pattern}))`;
  if (words.length === 1) return like(likePattern(words[0]!));
  return and(
    ...words.map((word) => {
      const literal = likePattern(word).slice(1); // 'word%'
      return or(like(literal), like(`% ${literal}`));
    }),
  );
}

/**
 * The digits of a search shaped like a phone number ('(11) 98765-4321', '+55 11 9876', '4321'),
 * at least three of them; undefined for a text that merely holds digits ('pedido 123'), which
 * must not match every number containing them.
 */
export function phoneDigits(search: string): string | undefined {
  const trimmed = search.trim();
  if (!/^[\d\s()+.-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 3 ? digits : undefined;
}

/**
 * The number fragments to look for: the digits, and for a whole Brazilian mobile (with or
 * without 55) its other form, so '(11) 8765-4321' finds 5511987654321 and the reverse.
 */
export function numberForms(digits: string): string[] {
  if (digits.length === 12 || digits.length === 13) {
    const other = brazilianMobileVariant(digits);
    return other ? [digits, other] : [digits];
  }
  if (digits.length === 10 || digits.length === 11) {
    const other = brazilianMobileVariant(`55${digits}`);
    return other ? [digits, other.slice(2)] : [digits];
  }
  return [digits];
}

/** A number column holding one of the forms of the searched digits (its trigram index serves). */
export function numberMatches(column: AnyColumn, digits: string): SQL | undefined {
  return or(...numberForms(digits).map((form) => sql`${column} like ${likePattern(form)}`));
}
