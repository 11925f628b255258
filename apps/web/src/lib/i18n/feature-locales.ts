import { billingTexts } from '../../features/billing/locales';
import { chatsTexts } from '../../features/chats/locales';
import { chatTexts } from '../../features/chat/locales';
import { companiesTexts } from '../../features/companies/locales';
import { helpsTexts } from '../../features/helps/locales';
import { plansTexts } from '../../features/plans/locales';
import { connectionsTexts } from '../../features/connections/locales';
import { contactsTexts } from '../../features/contacts/locales';
import { emojiTexts } from '../../features/emoji/locales';
import { notificationsTexts } from '../../features/notifications/locales';
import { notifyTexts } from '../../features/notify/locales';
import { passwordResetTexts } from '../../features/password-reset/locales';
import { announcementsTexts } from '../../features/announcements/locales';
import { queuesTexts } from '../../features/queues/locales';
import { kanbanTexts } from '../../features/kanban/locales';
import { quickMessagesTexts } from '../../features/quick-messages/locales';
import { schedulesTexts } from '../../features/schedules/locales';
import { settingsTexts } from '../../features/settings/locales';
import { tagsTexts } from '../../features/tags/locales';
import { todoTexts } from '../../features/todolist/locales';
import { ticketsTexts } from '../../features/tickets/locales';
import { contactListsTexts } from '../../features/contact-lists/locales';
import { filesTexts } from '../../features/files/locales';

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
  tags: tagsTexts,
  todo: todoTexts,
  quickMessages: quickMessagesTexts,
  kanban: kanbanTexts,
  schedules: schedulesTexts,
  contactLists: contactListsTexts,
  files: filesTexts,
  emoji: emojiTexts,
  notifications: notificationsTexts,
  queues: queuesTexts,
  settings: settingsTexts,
  notify: notifyTexts,
  companies: companiesTexts,
  plans: plansTexts,
  helps: helpsTexts,
  billing: billingTexts,
  passwordReset: passwordResetTexts,
  announcements: announcementsTexts,
};
