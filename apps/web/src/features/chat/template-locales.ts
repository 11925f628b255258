/**
 * Texts of the template picker (cloud-api, once the 24-hour window has closed), under the i18n
 * key 'chat.template', in Portuguese (the default). English and Spanish, loaded when chosen, are
 * in template-locales-en.ts and template-locales-es.ts, typed to mirror these keys.
 */
export const templateTexts = {
  open: 'Enviar modelo',
  title: 'Enviar um modelo aprovado',
  loading: 'Carregando modelos...',
  empty: 'Esta conexão não tem modelos aprovados. Crie e aprove modelos no gerenciador da Meta.',
  choose: 'Modelo',
  parameter: 'Parâmetro {{n}}',
  preview: 'Prévia',
  send: 'Enviar',
  cancel: 'Cancelar',
  sent: 'Modelo enviado',
};
