/** Texts of the contacts feature, under the i18n key 'contacts'. en and es mirror the pt-BR keys. */
export const contactsLocales = {
  'pt-BR': {},
  en: {},
  es: {},
};
