import { chatsTexts } from '../../features/chats/locales';
import { emojiTexts } from '../../features/emoji/locales';
import { notificationsTexts } from '../../features/notifications/locales';
import { announcementsTexts } from '../../features/announcements/locales';
import { ticketsTexts } from '../../features/tickets/locales';

/**
 * Each feature keeps its texts beside its code, mounted under the feature's key. These are the
 * Portuguese ones that come with the app: the ticket list's and the top bar's.
 * feature-locales-en.ts and -es.ts hold the others. Everything that loads on demand (the chat,
 * admin pages, dialogs) adds its own texts when its code arrives (page-texts.ts).
 */
export const featureTextsPtBR = {
  tickets: ticketsTexts,
  chats: chatsTexts,
  emoji: emojiTexts,
  notifications: notificationsTexts,
  announcements: announcementsTexts,
};
