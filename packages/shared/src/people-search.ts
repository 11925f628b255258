/**
 * How a search finds a person, the same on the server (as SQL) and in the browser (live rows
 * placed in a searched list): by name, case and accents ignored, and by phone number.
 */

/** More words than a name has: the rest of a pasted sentence would only slow the search. */
export const MAX_SEARCH_WORDS = 8;

/** Lower case without accents, as the server compares names (f_unaccent(lower(...))). */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The words of a search, at most MAX_SEARCH_WORDS of them. */
export const searchWords = (search: string) =>
  search.trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/**
 * One word anywhere in the name ('ilva' finds 'Silva'); several words each at the start of one
 * of its words, in any order ('maria silva' and 'Silva Maria' find 'Maria Conceição Silva';
 * 'contato 1' finds 'Contato 12', not 'Contato 21').
 */
export function nameMatchesSearch(name: string, search: string): boolean {
  const words = searchWords(search).map(foldText);
  const folded = foldText(name);
  if (words.length <= 1) return folded.includes(words[0] ?? '');
  const starts = folded.split(' ');
  return words.every((w) => starts.some((s) => s.startsWith(w)));
}

/**
 * The digits of a search shaped like a phone number ('(11) 98765-4321', '+55 11 9876', '4321'),
 * at least three of them; undefined for a text that merely holds digits ('pedido 123').
 */
export function phoneSearchDigits(search: string): string | undefined {
  const trimmed = search.trim();
  if (!/^[\d\s()+.-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 3 ? digits : undefined;
}

/**
 * A Brazilian mobile number's other form, or undefined. Mobiles gained a ninth digit (a 9
 * after the area code) in 2012-2016, but WhatsApp still knows many accounts by the old form:
 * the Cloud API answers their wa_id and Baileys their jid without it, while people and agents
 * write it with it. Old mobiles began 6-9; a number beginning 2-5 is a landline and has no
 * other form (its "variant" could be someone else's line).
 */
export function brazilianMobileVariant(number: string): string | undefined {
  const withNine = /^(55[1-9][1-9])9([6-9]\d{7})$/.exec(number);
  if (withNine) return `${withNine[1]}${withNine[2]}`;
  const withoutNine = /^(55[1-9][1-9])([6-9]\d{7})$/.exec(number);
  if (withoutNine) return `${withoutNine[1]}9${withoutNine[2]}`;
  return undefined;
}

/**
 * The number fragments a phone search looks for: the digits, and for a whole Brazilian mobile
 * (with or without 55) its other form, so '(11) 8765-4321' finds 5511987654321 and back.
 */
export function phoneSearchForms(digits: string): string[] {
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

/** Whether a person's name or number answers the search, as the server's lists decide. */
export function personMatchesSearch(person: { name: string; number: string }, search: string) {
  if (!search.trim()) return true;
  if (nameMatchesSearch(person.name, search)) return true;
  const digits = phoneSearchDigits(search);
  return !!digits && phoneSearchForms(digits).some((form) => person.number.includes(form));
}
