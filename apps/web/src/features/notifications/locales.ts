/**
 * Texts of the alerts, under the i18n key 'notifications', in Portuguese (the default, which comes
 * with the app). English and Spanish, loaded when chosen, are in locales-en.ts and locales-es.ts,
 * typed to mirror these keys.
 */
export const notificationsTexts = {
  title: 'Notificações',
  open: 'Notificações ({{count}} não lidas)',
  empty: 'Nenhuma mensagem não lida.',
  unread: '{{count}} não lidas',
  from: 'Mensagem de {{name}}',
  media: 'Arquivo de mídia',
};
