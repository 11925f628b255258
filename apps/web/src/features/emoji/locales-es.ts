import type { emojiTexts } from './locales';

/** Spanish texts of the emoji picker (locales.ts has the Portuguese ones). */
export const emojiTextsEs: typeof emojiTexts = {
  open: 'Emojis',
  search: 'Buscar emoji',
  noResults: 'No se encontró ningún emoji',
  loading: 'Cargando emojis...',
  categories: 'Categorías de emoji',
  category: {
    recent: 'Recientes',
    smileys: 'Emoticonos y emociones',
    people: 'Personas y gestos',
    nature: 'Animales y naturaleza',
    food: 'Comida y bebida',
    activities: 'Actividades',
    travel: 'Viajes y lugares',
    objects: 'Objetos',
    symbols: 'Símbolos y banderas',
  },
};
