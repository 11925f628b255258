import type { pageTextsPtBR } from './page-locales';
import { webhooksTextsEs } from '../../features/webhooks/locales-es';
import { messagesApiTextsEs } from '../../features/messages-api/locales-es';
import { campaignsTextsEs } from '../../features/campaigns/locales-es';
import { dashboardTextsEs } from '../../features/dashboard/locales-es';
import { reportsTextsEs } from '../../features/reports/locales-es';
import { billingTextsEs } from '../../features/billing/locales-es';
import { chatsTextsEs } from '../../features/chats/locales-es';
import { chatTextsEs } from '../../features/chat/locales-es';
import { companiesTextsEs } from '../../features/companies/locales-es';
import { helpsTextsEs } from '../../features/helps/locales-es';
import { backupsTextsEs } from '../../features/backups/locales-es';
import { plansTextsEs } from '../../features/plans/locales-es';
import { connectionsTextsEs } from '../../features/connections/locales-es';
import { contactsTextsEs } from '../../features/contacts/locales-es';
import { emojiTextsEs } from '../../features/emoji/locales-es';
import { notificationsTextsEs } from '../../features/notifications/locales-es';
import { notifyTextsEs } from '../../features/notify/locales-es';
import { passwordResetTextsEs } from '../../features/password-reset/locales-es';
import { announcementsTextsEs } from '../../features/announcements/locales-es';
import { queuesTextsEs } from '../../features/queues/locales-es';
import { kanbanTextsEs } from '../../features/kanban/locales-es';
import { quickMessagesTextsEs } from '../../features/quick-messages/locales-es';
import { schedulesTextsEs } from '../../features/schedules/locales-es';
import { settingsTextsEs } from '../../features/settings/locales-es';
import { tagsTextsEs } from '../../features/tags/locales-es';
import { todoTextsEs } from '../../features/todolist/locales-es';
import { ticketsTextsEs } from '../../features/tickets/locales-es';
import type { featureTextsPtBR } from './feature-locales';
import { contactListsTextsEs } from '../../features/contact-lists/locales-es';
import { filesTextsEs } from '../../features/files/locales-es';
import { promptsTextsEs } from '../../features/prompts/locales-es';
import { queueIntegrationsTextsEs } from '../../features/queue-integrations/locales-es';

/** The features' Spanish texts (feature-locales.ts has the Portuguese ones). */
export const featureTextsEs: typeof featureTextsPtBR & typeof pageTextsPtBR = {
  tickets: ticketsTextsEs,
  chat: chatTextsEs,
  chats: chatsTextsEs,
  contacts: contactsTextsEs,
  connections: connectionsTextsEs,
  tags: tagsTextsEs,
  todo: todoTextsEs,
  quickMessages: quickMessagesTextsEs,
  kanban: kanbanTextsEs,
  schedules: schedulesTextsEs,
  contactLists: contactListsTextsEs,
  files: filesTextsEs,
  prompts: promptsTextsEs,
  queueIntegrations: queueIntegrationsTextsEs,
  emoji: emojiTextsEs,
  notifications: notificationsTextsEs,
  queues: queuesTextsEs,
  settings: settingsTextsEs,
  notify: notifyTextsEs,
  companies: companiesTextsEs,
  plans: plansTextsEs,
  helps: helpsTextsEs,
  backups: backupsTextsEs,
  billing: billingTextsEs,
  passwordReset: passwordResetTextsEs,
  announcements: announcementsTextsEs,
  messagesApi: messagesApiTextsEs,
  webhooks: webhooksTextsEs,
  campaigns: campaignsTextsEs,
  dashboard: dashboardTextsEs,
  reports: reportsTextsEs,
};
