import { chatTexts } from '../../features/chat/locales';
import { connectionsTexts } from '../../features/connections/locales';
import { contactsTexts } from '../../features/contacts/locales';
import { notifyTexts } from '../../features/notify/locales';
import { passwordResetTexts } from '../../features/password-reset/locales';
import { queuesTexts } from '../../features/queues/locales';
import { quickMessagesTexts } from '../../features/quick-messages/locales';
import { schedulesTexts } from '../../features/schedules/locales';
import { kanbanTexts } from '../../features/kanban/locales';
import { contactListsTexts } from '../../features/contact-lists/locales';
import { billingTexts } from '../../features/billing/locales';
import { todoTexts } from '../../features/todolist/locales';
import { tagsTexts } from '../../features/tags/locales';
import { filesTexts } from '../../features/files/locales';
import { settingsTexts } from '../../features/settings/locales';
import { companiesTexts } from '../../features/companies/locales';
import { plansTexts } from '../../features/plans/locales';
import { helpsTexts } from '../../features/helps/locales';
import { backupsTexts } from '../../features/backups/locales';
import { campaignsTexts } from '../../features/campaigns/locales';
import { dashboardTexts } from '../../features/dashboard/locales';
import { messagesApiTexts } from '../../features/messages-api/locales';
import { promptsTexts } from '../../features/prompts/locales';
import { reportsTexts } from '../../features/reports/locales';
import { queueIntegrationsTexts } from '../../features/queue-integrations/locales';
import { webhooksTexts } from '../../features/webhooks/locales';

/**
 * The Portuguese texts of what loads on demand (the chat, pages, dialogs): each module that
 * shows them adds them when its code arrives (page-texts.ts), so they are not in the first
 * load. Listed here for the key check and the unit tests.
 */
export const pageTextsPtBR = {
  chat: chatTexts,
  connections: connectionsTexts,
  contacts: contactsTexts,
  notify: notifyTexts,
  passwordReset: passwordResetTexts,
  queues: queuesTexts,
  quickMessages: quickMessagesTexts,
  schedules: schedulesTexts,
  prompts: promptsTexts,
  queueIntegrations: queueIntegrationsTexts,
  webhooks: webhooksTexts,
  messagesApi: messagesApiTexts,
  reports: reportsTexts,
  dashboard: dashboardTexts,
  campaigns: campaignsTexts,
  kanban: kanbanTexts,
  contactLists: contactListsTexts,
  billing: billingTexts,
  todo: todoTexts,
  tags: tagsTexts,
  files: filesTexts,
  settings: settingsTexts,
  companies: companiesTexts,
  plans: plansTexts,
  helps: helpsTexts,
  backups: backupsTexts,
};
