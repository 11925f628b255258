import { campaignsTexts } from '../../features/campaigns/locales';
import { dashboardTexts } from '../../features/dashboard/locales';
import { messagesApiTexts } from '../../features/messages-api/locales';
import { promptsTexts } from '../../features/prompts/locales';
import { reportsTexts } from '../../features/reports/locales';
import { queueIntegrationsTexts } from '../../features/queue-integrations/locales';
import { webhooksTexts } from '../../features/webhooks/locales';

/**
 * The Portuguese texts of admin pages that load on demand: each page adds its own when its code
 * arrives (page-texts.ts), so they are not in the first load. Listed here for the key check.
 */
export const pageTextsPtBR = {
  prompts: promptsTexts,
  queueIntegrations: queueIntegrationsTexts,
  webhooks: webhooksTexts,
  messagesApi: messagesApiTexts,
  reports: reportsTexts,
  dashboard: dashboardTexts,
  campaigns: campaignsTexts,
};
