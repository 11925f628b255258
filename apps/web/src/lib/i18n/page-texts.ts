import i18n from './index';

/**
 * Portuguese texts of a page that loads on demand, added when its code arrives, so that they
 * stay out of the first load (English and Spanish come with their language's file).
 */
export function addPageTexts(key: string, texts: object) {
  i18n.addResourceBundle('pt-BR', 'translation', { [key]: texts }, true, false);
}
