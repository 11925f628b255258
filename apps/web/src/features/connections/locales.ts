/** Texts of the connections feature, under the i18n key 'connections'. en and es mirror the pt-BR keys. */
export const connectionsLocales = {
  'pt-BR': {},
  en: {},
  es: {},
};
