import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { queuesByIds } from '../../bot/bot.repo';
import type { IntegrationTurn } from './integration-engine';
import { postJson } from './outside-call';

/** The header carrying `sha256=<hex HMAC-SHA256 of the raw body>` (docs/api.md). */
export const SIGNATURE_HEADER = 'x-atende-signature';

/** The actions an n8n / webhook answer may carry; anything else is ignored. */
const action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reply'), text: z.string().trim().min(1).max(4_096) }),
  z.object({ type: z.literal('transfer'), queueId: z.number().int().positive() }),
  z.object({ type: z.literal('handover') }),
  z.object({ type: z.literal('close') }),
]);

function actionsOf(json: unknown) {
  const list = (json as { actions?: unknown } | undefined)?.actions;
  if (!Array.isArray(list)) return [];
  return list.slice(0, 20).flatMap((a) => {
    const parsed = action.safeParse(a);
    return parsed.success ? [parsed.data] : [];
  });
}

export const signBody = (secret: string, raw: string) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

/**
 * n8n and webhook: the customer's message POSTed as signed JSON to urlN8N; the answer's
 * actions are applied in order (replies sent, then a transfer, hand-over or close ends it).
 */
export async function runWebhookTurn(t: IntegrationTurn) {
  const { ctx, integration, ticket, message } = t;
  const raw = JSON.stringify({
    id: randomUUID(),
    event: 'message.received',
    timestamp: ctx.clock.now().toISOString(),
    integration: { id: integration.id, name: integration.name, type: integration.type },
    ticket: { id: ticket.id, uuid: ticket.uuid, status: ticket.status, queueId: ticket.queueId },
    contact: { id: ticket.contactId, name: ticket.contactName, number: ticket.contactNumber },
    message: {
      id: message.id,
      body: message.body,
      mediaType: message.mediaType,
      createdAt: message.createdAt.toISOString(),
    },
  });
  const secret = ctx.secrets.open(integration.webhookSecret);
  const res = await postJson(integration.urlN8N, raw, {
    [SIGNATURE_HEADER]: signBody(secret, raw),
    'x-atende-event': 'message.received',
  });
  const actions = actionsOf(res.json);
  const texts = actions.flatMap((a) => (a.type === 'reply' ? [a.text] : []));
  const end = actions.find((a) => a.type !== 'reply');
  let queueId: number | undefined;
  if (end?.type === 'transfer') {
    // only a queue of this company; another id is ignored like any unknown action
    const [queue] = await queuesByIds(ctx.db, ctx.companyId, [end.queueId]);
    queueId = queue?.id;
  }
  await t.say(texts, {
    handOver: end?.type === 'handover' || undefined,
    close: end?.type === 'close' || undefined,
    queueId,
  });
}
