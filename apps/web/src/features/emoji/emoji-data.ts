import { LIVING_EMOJIS } from './emoji-set-living';
import { THING_EMOJIS } from './emoji-set-things';

/**
 * The curated emoji set of the picker, loaded only when a picker opens (it never weighs on the
 * first load). Each entry is the emoji followed by search words in Portuguese, English and
 * Spanish, separated by spaces.
 */
export const EMOJI_CATEGORIES = [
  'smileys',
  'people',
  'nature',
  'food',
  'activities',
  'travel',
  'objects',
  'symbols',
] as const;
export type EmojiCategory = (typeof EMOJI_CATEGORIES)[number];

export interface Emoji {
  char: string;
  /** Lower-case words without accents, for the search. */
  words: string;
}

// the set is split in two files only to keep each short
const RAW: Record<EmojiCategory, string[]> = { ...LIVING_EMOJIS, ...THING_EMOJIS };

const byCategory = (category: EmojiCategory): Emoji[] =>
  RAW[category].map((line) => {
    const space = line.indexOf(' ');
    return { char: line.slice(0, space), words: line.slice(space + 1) };
  });

export const EMOJIS: Record<EmojiCategory, Emoji[]> = Object.fromEntries(
  EMOJI_CATEGORIES.map((c) => [c, byCategory(c)]),
) as Record<EmojiCategory, Emoji[]>;

/** Lower case without accents, so 'coração' finds 'coracao'. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Emojis whose words start with every typed word ('cora verm' finds the red heart). */
export function searchEmojis(query: string): Emoji[] {
  const terms = foldText(query).split(/\s+/).filter(Boolean);
  if (!terms.length) return [];
  const seen = new Set<string>();
  const found: Emoji[] = [];
  for (const category of EMOJI_CATEGORIES) {
    for (const emoji of EMOJIS[category]) {
      const words = emoji.words.split(' ');
      const match = terms.every((term) => words.some((w) => w.startsWith(term)));
      if (match && !seen.has(emoji.char)) {
        seen.add(emoji.char);
        found.push(emoji);
      }
    }
  }
  return found;
}
