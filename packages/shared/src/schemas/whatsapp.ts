import { z } from 'zod';
import { queryFlag, requiredText } from './common';
import { V } from './messages';

const text = z.string().max(4000, 'Too Long!').optional();
/** A whole number from 0 to `max`; anything else is 'Invalid number' on its field. */
const whole = (max: number) =>
  z.coerce
    .number({ error: V.invalidNumber })
    .int(V.invalidNumber)
    .min(0, V.invalidNumber)
    .max(max, V.invalidNumber);
const minutes = whole(525_600);
const id = z.coerce.number({ error: V.invalidValue }).int(V.invalidValue).positive(V.invalidValue);
const optionalId = id.nullable().optional();

export const WHATSAPP_PROVIDERS = ['beta', 'sandbox', 'cloud-api'] as const;

/**
 * A 'cloud-api' connection's settings. Secrets are write-only: left out or blank keeps the
 * stored value.
 */
export const cloudApiSettingsSchema = z.object({
  phoneNumberId: z
    .string()
    .trim()
    .regex(/^\d{1,30}$/, 'Invalid')
    .optional(),
  businessAccountId: z
    .string()
    .trim()
    .regex(/^\d{0,30}$/, 'Invalid')
    .optional(),
  accessToken: z.string().trim().max(2000, 'Too Long!').optional(),
  appSecret: z.string().trim().max(200, 'Too Long!').optional(),
  verifyToken: z.string().trim().max(200, 'Too Long!').optional(),
});
export type CloudApiSettingsData = z.output<typeof cloudApiSettingsSchema>;

/**
 * POST /whatsapp and PUT /whatsapp/{id} (spec 1 §3 Connection, §5 name 2-50). Fields left
 * out take the database defaults on create and keep their value on update.
 */
export const whatsappSchema = z.object({
  name: requiredText(2, 50),
  isDefault: z.boolean().optional(),
  greetingMessage: text,
  complationMessage: text,
  outOfHoursMessage: text,
  ratingMessage: text,
  expiresInactiveMessage: text,
  token: z.string().trim().max(200).optional(),
  provider: z.enum(WHATSAPP_PROVIDERS).optional(),
  expiresTicket: minutes.optional(),
  timeUseBotQueues: minutes.optional(),
  maxUseBotQueues: whole(100).optional(),
  queueIds: z.array(id).max(500).optional(),
  transferQueueId: optionalId,
  timeToTransfer: minutes.nullable().optional(),
  promptId: optionalId,
  integrationId: optionalId,
  sendIdQueue: optionalId,
  timeSendQueue: minutes.nullable().optional(),
  cloudApi: cloudApiSettingsSchema.optional(),
});
export type WhatsappInput = z.input<typeof whatsappSchema>;
export type WhatsappData = z.output<typeof whatsappSchema>;
/** PUT sends the whole form; fields left out keep their value. */
export const whatsappUpdateSchema = whatsappSchema.partial();
export type WhatsappUpdateData = z.output<typeof whatsappUpdateSchema>;

/**
 * POST /whatsappsession/{id}: 'try again', or, with `pairingNumber`, pairing a 'beta'
 * connection by a code typed on the phone instead of reading the QR code.
 */
export const whatsappSessionSchema = z
  .object({
    pairingNumber: z
      .string()
      .transform((v) => v.replace(/\D/g, ''))
      .pipe(z.string().min(10, 'Too Short!').max(15, 'Too Long!'))
      .optional(),
  })
  // a bare POST (the 'try again' button) has no body
  .nullish();
export type WhatsappSessionData = z.output<typeof whatsappSessionSchema>;

/** The simulated customer's message: POST /sandbox/{connectionId}/messages. */
export const sandboxMessageSchema = z.object({
  number: z
    .string({ error: 'Required' })
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(8, 'Too Short!').max(20, 'Too Long!')),
  name: z.string().trim().max(100).optional(),
  body: z.string().max(65_536).optional(),
  externalId: z.string().trim().min(1).max(200).optional(),
  /** A text-borne kind: a location ('image|link|description' in body) or a contact card. */
  mediaType: z.enum(['chat', 'locationMessage', 'vcard']).optional(),
});
export const sandboxPairSchema = z.object({ qrcode: z.string().min(1, 'Required') });
export const sandboxPhoneQuery = z.object({
  number: z
    .string({ error: 'Required' })
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(8, 'Too Short!')),
});

/** DELETE /whatsapp/{id}: `deleteTickets=true` erases the connection's tickets with it. */
export const whatsappDeleteQuery = z.object({ deleteTickets: queryFlag });
