import type { notificationsTexts } from './locales';

/** Spanish texts of the alerts (locales.ts has the Portuguese ones). */
export const notificationsTextsEs: typeof notificationsTexts = {
  title: 'Notificaciones',
  open_zero: 'Notificaciones: {{count}} sin leer',
  open_one: 'Notificaciones: {{count}} sin leer',
  open_other: 'Notificaciones: {{count}} sin leer',
  empty: 'No hay mensajes sin leer.',
  unread_zero: '{{count}} sin leer',
  unread_one: '{{count}} sin leer',
  unread_other: '{{count}} sin leer',
  from: 'Mensaje de {{name}}',
  media: 'Archivo multimedia',
  closedBy: '{{by}} finalizó la atención de {{name}}.',
  transferredToYou: '{{by}} le transfirió la atención de {{name}}.',
};
