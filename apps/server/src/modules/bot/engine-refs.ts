import { QUEUE_MESSAGES } from '@atende/shared';
import type { Ctx } from '../../context';
import { invalid } from '../../http/app-error';
import { promptExists } from '../prompts/prompts.service';
import { integrationExists } from '../queue-integrations/queue-integrations.service';

/**
 * A promptId must name one of the company's prompts, an integrationId one of its queue
 * integrations (another company's is 'não encontrado', like a missing one). Queues,
 * connections and tickets all name the engine that answers them this way.
 */
export async function checkEngineRefs(
  ctx: Pick<Ctx, 'db' | 'companyId'>,
  // a ticket's update may send false for 'none'
  input: { promptId?: number | false | null; integrationId?: number | false | null },
) {
  if (input.promptId && !(await promptExists(ctx, input.promptId))) {
    throw invalid({ promptId: QUEUE_MESSAGES.promptNotFound });
  }
  if (input.integrationId && !(await integrationExists(ctx, input.integrationId))) {
    throw invalid({ integrationId: QUEUE_MESSAGES.integrationNotFound });
  }
}
