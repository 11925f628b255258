/** Texts of the quick messages feature, under the i18n key 'quickMessages'. */
export const quickMessagesLocales = {
  'pt-BR': {},
  en: {},
  es: {},
};
