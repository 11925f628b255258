import type { notificationsTexts } from './locales';

/** English texts of the alerts (locales.ts has the Portuguese ones). */
export const notificationsTextsEn: typeof notificationsTexts = {
  title: 'Notifications',
  open_zero: 'Notifications: {{count}} unread',
  open_one: 'Notifications: {{count}} unread',
  open_other: 'Notifications: {{count}} unread',
  empty: 'No unread messages.',
  unread_zero: '{{count}} unread',
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  from: 'Message from {{name}}',
  media: 'Media file',
  closedBy: "{{by}} resolved {{name}}'s ticket.",
  transferredToYou: "{{by}} transferred {{name}}'s ticket to you.",
};
