import { promptsTexts } from '../../features/prompts/locales';
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
};
