import { z } from 'zod';

/**
 * The parts of the platform's webhook payload the adapter reads (object
 * 'whatsapp_business_account', entry[].changes[].value with messages, contacts and statuses).
 * Unknown fields are kept and ignored; a payload without this frame is refused (400). Each
 * message and status is read on its own: a malformed one is skipped, not the delivery.
 */
const media = z.object({
  id: z.string(),
  mime_type: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
});

const contactCard = z.object({
  name: z.object({ formatted_name: z.string().optional() }).partial().optional(),
  phones: z
    .array(z.object({ phone: z.string().optional(), wa_id: z.string().optional() }))
    .optional(),
});

export const cloudMessageSchema = z.object({
  from: z.string(),
  id: z.string(),
  timestamp: z.string(),
  type: z.string(),
  context: z.object({ id: z.string().optional(), from: z.string().optional() }).optional(),
  text: z.object({ body: z.string() }).optional(),
  image: media.optional(),
  audio: media.optional(),
  video: media.optional(),
  document: media.optional(),
  sticker: media.optional(),
  location: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      name: z.string().optional(),
      address: z.string().optional(),
    })
    .optional(),
  contacts: z.array(contactCard).optional(),
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
      list_reply: z
        .object({ id: z.string(), title: z.string(), description: z.string().optional() })
        .optional(),
      // a WhatsApp Flow's answer: the form's fields as a JSON text
      nfm_reply: z
        .object({
          name: z.string().optional(),
          body: z.string().optional(),
          response_json: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  button: z.object({ text: z.string(), payload: z.string().optional() }).optional(),
  reaction: z.object({ message_id: z.string(), emoji: z.string().optional() }).optional(),
  // e.g. the customer changed their number
  system: z.object({ body: z.string().optional(), type: z.string().optional() }).optional(),
  order: z
    .object({
      text: z.string().optional(),
      product_items: z
        .array(
          z.object({
            product_retailer_id: z.string().optional(),
            quantity: z.union([z.number(), z.string()]).optional(),
            item_price: z.union([z.number(), z.string()]).optional(),
            currency: z.string().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});
export type CloudMessage = z.infer<typeof cloudMessageSchema>;

export const cloudStatusSchema = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
export type CloudStatus = z.infer<typeof cloudStatusSchema>;

const changeValue = z.object({
  messaging_product: z.literal('whatsapp').optional(),
  metadata: z.object({ phone_number_id: z.string() }).partial().optional(),
  contacts: z
    .array(
      z.object({
        wa_id: z.string().optional(),
        profile: z.object({ name: z.string() }).partial().optional(),
      }),
    )
    .optional(),
  // read one by one (cloudMessageSchema, cloudStatusSchema)
  messages: z.array(z.unknown()).optional(),
  statuses: z.array(z.unknown()).optional(),
});

export const webhookPayloadSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        id: z.string(),
        changes: z.array(z.object({ field: z.string(), value: changeValue })),
      }),
    )
    .min(1),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
export type ChangeValue = z.infer<typeof changeValue>;

/** A message the delivery carries that cannot be read: its id when it has one, and why. */
export interface MalformedMessage {
  wamid?: string;
  fields: string;
}

/** The messages of a delivery that will be skipped (what the route warns about). */
export function malformedMessages(payload: WebhookPayload): MalformedMessage[] {
  const found: MalformedMessage[] = [];
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      for (const raw of change.value.messages ?? []) {
        const parsed = cloudMessageSchema.safeParse(raw);
        if (parsed.success) continue;
        const id = (raw as { id?: unknown } | null)?.id;
        found.push({
          wamid: typeof id === 'string' ? id : undefined,
          fields: [
            ...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(message)')),
          ].join(', '),
        });
      }
    }
  }
  return found;
}
