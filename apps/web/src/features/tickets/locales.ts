/** Texts of the tickets feature, under the i18n key 'tickets'. en and es mirror the pt-BR keys. */
export const ticketsLocales = {
  'pt-BR': {},
  en: {},
  es: {},
};
