/** Texts of the chat feature, under the i18n key 'chat'. en and es mirror the pt-BR keys. */
export const chatLocales = {
  'pt-BR': {},
  en: {},
  es: {},
};
