import { detectIntent } from './dialogflow-client';
import type { IntegrationTurn } from './integration-engine';

/**
 * Dialogflow ES: the customer's text goes to detectIntent in a session per ticket; the
 * fulfillment texts are sent; an intent that ends the conversation hands the ticket over.
 */
export async function runDialogflowTurn(t: IntegrationTurn) {
  const { integration, ctx } = t;
  const text = t.message.body.trim();
  if (!text) return;
  const result = await detectIntent({
    jsonContent: ctx.secrets.open(integration.jsonContent),
    projectName: integration.projectName,
    language: integration.language || 'pt-BR',
    sessionId: `atende-${ctx.companyId}-${t.ticket.id}`,
    text,
  });
  await t.say(result.texts, { handOver: result.ends });
}
