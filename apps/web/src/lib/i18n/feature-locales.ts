import { chatsTexts } from '../../features/chats/locales';
import { chatTexts } from '../../features/chat/locales';
import { connectionsTexts } from '../../features/connections/locales';
import { contactsTexts } from '../../features/contacts/locales';
import { emojiTexts } from '../../features/emoji/locales';
import { notificationsTexts } from '../../features/notifications/locales';
import { notifyTexts } from '../../features/notify/locales';
import { passwordResetTexts } from '../../features/password-reset/locales';
import { announcementsTexts } from '../../features/announcements/locales';
import { queuesTexts } from '../../features/queues/locales';
import { quickMessagesTexts } from '../../features/quick-messages/locales';
import { schedulesTexts } from '../../features/schedules/locales';
import { ticketsTexts } from '../../features/tickets/locales';

/**
 * Each feature keeps its texts beside its code, mounted under the feature's key. These are the
 * Portuguese ones, which come with the app; feature-locales-en.ts and -es.ts hold the others.
 * Admin pages that load on demand add theirs when they load (page-texts.ts).
 */
export const featureTextsPtBR = {
  tickets: ticketsTexts,
  chat: chatTexts,
  chats: chatsTexts,
  contacts: contactsTexts,
  connections: connectionsTexts,
  quickMessages: quickMessagesTexts,
  schedules: schedulesTexts,
  emoji: emojiTexts,
  notifications: notificationsTexts,
  queues: queuesTexts,
  notify: notifyTexts,
  passwordReset: passwordResetTexts,
  announcements: announcementsTexts,
};
