/** Texts of the tags feature, under the i18n key 'tags'. en and es mirror the pt-BR keys. */
export const tagsLocales = {
  'pt-BR': {},
  en: {},
  es: {},
};
