import { parseServiceAccount, type QueueIntegrationData } from '@atende/shared';
import { invalid } from '../../http/app-error';
import { targetProblem } from '../webhooks/webhook-target';

/** What the integrations need beyond a request's context. */
export interface IntegrationEnv {
  /** WEBHOOKS_ALLOW_PRIVATE: private and loopback addresses accepted (tests, labs). */
  allowPrivate: boolean;
}

/**
 * The webhooks' target rule (decision 0094: no private, loopback or link-local address, also
 * behind a name) without its https-only part: spec 3 accepts http for these URLs (0125).
 */
export function integrationTargetProblem(url: string, allowPrivate: boolean) {
  return targetProblem(url, allowPrivate, { httpsOnly: false });
}

/** At save: the URL the integration posts to, and a Dialogflow account's token address. */
export async function checkIntegrationTargets(env: IntegrationEnv, input: QueueIntegrationData) {
  if (input.type !== 'dialogflow') {
    const problem = await integrationTargetProblem(input.urlN8N, env.allowPrivate);
    if (problem) throw invalid({ urlN8N: problem });
    return;
  }
  const tokenUri = input.jsonContent ? parseServiceAccount(input.jsonContent)?.tokenUri : '';
  if (!tokenUri) return;
  const problem = await integrationTargetProblem(tokenUri, env.allowPrivate);
  if (problem) throw invalid({ jsonContent: problem });
}
