/** Texts of the alerts, under the i18n key 'notifications'. en and es mirror the pt-BR keys. */
export const notificationsLocales = {
  'pt-BR': {
    title: 'Notificações',
    open: 'Notificações ({{count}} não lidas)',
    empty: 'Nenhuma mensagem não lida.',
    unread: '{{count}} não lidas',
    from: 'Mensagem de {{name}}',
    media: 'Arquivo de mídia',
  },
  en: {
    title: 'Notifications',
    open: 'Notifications ({{count}} unread)',
    empty: 'No unread messages.',
    unread: '{{count}} unread',
    from: 'Message from {{name}}',
    media: 'Media file',
  },
  es: {
    title: 'Notificaciones',
    open: 'Notificaciones ({{count}} sin leer)',
    empty: 'No hay mensajes sin leer.',
    unread: '{{count}} sin leer',
    from: 'Mensaje de {{name}}',
    media: 'Archivo multimedia',
  },
};
