import type { CloudMessage } from './webhook-payload';

type FlowReply = NonNullable<NonNullable<CloudMessage['interactive']>['nfm_reply']>;
type Order = NonNullable<CloudMessage['order']>;

const valueText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(valueText).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v as string | number | boolean);
};

/** The form's answers, one 'field: value' line each; the flow's token is no answer. */
function formFields(json: string | undefined): string[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [json];
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [valueText(parsed)];
  return Object.entries(parsed)
    .filter(([key]) => key !== 'flow_token')
    .map(([key, value]) => `${key}: ${valueText(value)}`);
}

/** A WhatsApp Flow's answer (interactive nfm_reply): its text, then what the customer filled in. */
export function flowAnswerText(reply: FlowReply) {
  const lines = [reply.body?.trim(), ...formFields(reply.response_json)].filter(Boolean);
  return lines.join('\n') || 'Resposta de formulário';
}

/** A cart sent from the catalogue: how many items, each one's quantity, product and price. */
export function orderText(order: Order) {
  const items = order.product_items ?? [];
  const lines = items.map((i) => {
    const price = i.item_price === undefined ? '' : ` — ${i.item_price} ${i.currency ?? ''}`;
    return `${i.quantity ?? 1} × ${i.product_retailer_id ?? '?'}${price}`.trim();
  });
  const head = `Pedido: ${items.length} ${items.length === 1 ? 'item' : 'itens'}`;
  return [head, ...lines, order.text?.trim()].filter(Boolean).join('\n');
}
