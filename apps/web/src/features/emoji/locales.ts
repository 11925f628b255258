/**
 * Texts of the emoji picker, under the i18n key 'emoji', in Portuguese (the default, which comes
 * with the app). English and Spanish, loaded when chosen, are in locales-en.ts and locales-es.ts,
 * typed to mirror these keys.
 */
export const emojiTexts = {
  open: 'Emojis',
  search: 'Pesquisar emoji',
  noResults: 'Nenhum emoji encontrado',
  loading: 'Carregando emojis...',
  categories: 'Categorias de emoji',
  category: {
    recent: 'Recentes',
    smileys: 'Smileys e emoções',
    people: 'Pessoas e gestos',
    nature: 'Animais e natureza',
    food: 'Comidas e bebidas',
    activities: 'Atividades',
    travel: 'Viagens e lugares',
    objects: 'Objetos',
    symbols: 'Símbolos e bandeiras',
  },
};
