import type { emojiTexts } from './locales';

/** English texts of the emoji picker (locales.ts has the Portuguese ones). */
export const emojiTextsEn: typeof emojiTexts = {
  open: 'Emojis',
  search: 'Search emoji',
  noResults: 'No emoji found',
  loading: 'Loading emojis...',
  categories: 'Emoji categories',
  category: {
    recent: 'Recent',
    smileys: 'Smileys & emotion',
    people: 'People & gestures',
    nature: 'Animals & nature',
    food: 'Food & drink',
    activities: 'Activities',
    travel: 'Travel & places',
    objects: 'Objects',
    symbols: 'Symbols & flags',
  },
};
