import type { notificationsTexts } from './locales';

/** Spanish texts of the alerts (locales.ts has the Portuguese ones). */
export const notificationsTextsEs: typeof notificationsTexts = {
  title: 'Notificaciones',
  open: 'Notificaciones ({{count}} sin leer)',
  empty: 'No hay mensajes sin leer.',
  unread: '{{count}} sin leer',
  from: 'Mensaje de {{name}}',
  media: 'Archivo multimedia',
};
