/**
 * Texts of the alerts, under the i18n key 'notifications', in Portuguese (the default, which comes
 * with the app). English and Spanish, loaded when chosen, are in locales-en.ts and locales-es.ts,
 * typed to mirror these keys.
 */
export const notificationsTexts = {
  title: 'Notificações',
  // Portuguese counts 0 as singular; 'nenhuma' would not hold the badge's number
  open_zero: 'Notificações: {{count}} não lidas',
  open_one: 'Notificações: {{count}} não lida',
  open_other: 'Notificações: {{count}} não lidas',
  empty: 'Nenhuma mensagem não lida.',
  unread_zero: '{{count}} não lidas',
  unread_one: '{{count}} não lida',
  unread_other: '{{count}} não lidas',
  from: 'Mensagem de {{name}}',
  media: 'Arquivo de mídia',
  closedBy: '{{by}} finalizou o atendimento de {{name}}.',
  transferredToYou: '{{by}} transferiu para você o atendimento de {{name}}.',
};
