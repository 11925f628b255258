import type { pageTextsPtBR } from './page-locales';
import { webhooksTextsEn } from '../../features/webhooks/locales-en';
import { messagesApiTextsEn } from '../../features/messages-api/locales-en';
import { campaignsTextsEn } from '../../features/campaigns/locales-en';
import { dashboardTextsEn } from '../../features/dashboard/locales-en';
import { reportsTextsEn } from '../../features/reports/locales-en';
import { billingTextsEn } from '../../features/billing/locales-en';
import { chatsTextsEn } from '../../features/chats/locales-en';
import { chatTextsEn } from '../../features/chat/locales-en';
import { companiesTextsEn } from '../../features/companies/locales-en';
import { helpsTextsEn } from '../../features/helps/locales-en';
import { backupsTextsEn } from '../../features/backups/locales-en';
import { plansTextsEn } from '../../features/plans/locales-en';
import { connectionsTextsEn } from '../../features/connections/locales-en';
import { contactsTextsEn } from '../../features/contacts/locales-en';
import { emojiTextsEn } from '../../features/emoji/locales-en';
import { notificationsTextsEn } from '../../features/notifications/locales-en';
import { notifyTextsEn } from '../../features/notify/locales-en';
import { passwordResetTextsEn } from '../../features/password-reset/locales-en';
import { announcementsTextsEn } from '../../features/announcements/locales-en';
import { queuesTextsEn } from '../../features/queues/locales-en';
import { kanbanTextsEn } from '../../features/kanban/locales-en';
import { quickMessagesTextsEn } from '../../features/quick-messages/locales-en';
import { schedulesTextsEn } from '../../features/schedules/locales-en';
import { settingsTextsEn } from '../../features/settings/locales-en';
import { tagsTextsEn } from '../../features/tags/locales-en';
import { todoTextsEn } from '../../features/todolist/locales-en';
import { ticketsTextsEn } from '../../features/tickets/locales-en';
import type { featureTextsPtBR } from './feature-locales';
import { contactListsTextsEn } from '../../features/contact-lists/locales-en';
import { filesTextsEn } from '../../features/files/locales-en';
import { promptsTextsEn } from '../../features/prompts/locales-en';
import { queueIntegrationsTextsEn } from '../../features/queue-integrations/locales-en';

/** The features' English texts (feature-locales.ts has the Portuguese ones). */
export const featureTextsEn: typeof featureTextsPtBR & typeof pageTextsPtBR = {
  tickets: ticketsTextsEn,
  chat: chatTextsEn,
  chats: chatsTextsEn,
  contacts: contactsTextsEn,
  connections: connectionsTextsEn,
  tags: tagsTextsEn,
  todo: todoTextsEn,
  quickMessages: quickMessagesTextsEn,
  kanban: kanbanTextsEn,
  schedules: schedulesTextsEn,
  contactLists: contactListsTextsEn,
  files: filesTextsEn,
  prompts: promptsTextsEn,
  queueIntegrations: queueIntegrationsTextsEn,
  emoji: emojiTextsEn,
  notifications: notificationsTextsEn,
  queues: queuesTextsEn,
  settings: settingsTextsEn,
  notify: notifyTextsEn,
  companies: companiesTextsEn,
  plans: plansTextsEn,
  helps: helpsTextsEn,
  backups: backupsTextsEn,
  billing: billingTextsEn,
  passwordReset: passwordResetTextsEn,
  announcements: announcementsTextsEn,
  messagesApi: messagesApiTextsEn,
  webhooks: webhooksTextsEn,
  campaigns: campaignsTextsEn,
  dashboard: dashboardTextsEn,
  reports: reportsTextsEn,
};
