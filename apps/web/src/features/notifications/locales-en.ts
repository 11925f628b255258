import type { notificationsTexts } from './locales';

/** English texts of the alerts (locales.ts has the Portuguese ones). */
export const notificationsTextsEn: typeof notificationsTexts = {
  title: 'Notifications',
  open: 'Notifications ({{count}} unread)',
  empty: 'No unread messages.',
  unread: '{{count}} unread',
  from: 'Message from {{name}}',
  media: 'Media file',
};
