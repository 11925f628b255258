import { phoneSearchForms, searchWords } from '@atende/shared';
import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/like-pattern';

/**
 * The name holds the search as packages/shared's nameMatchesSearch says (one word anywhere;
 * several words each at the start of one of its words, in any order), case and accents
 * ignored. Each LIKE is one the trigram index of f_unaccent(lower(name)) serves.
 */
export function nameHasWords(column: AnyColumn, search: string): SQL | undefined {
  const words = searchWords(search);
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

/** A number column holding one of the forms of the searched digits (its trigram index serves). */
export function numberMatches(column: AnyColumn, digits: string): SQL | undefined {
  return or(...phoneSearchForms(digits).map((form) => sql`${column} like ${likePattern(form)}`));
}
