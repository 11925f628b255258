import { z } from 'zod';
import {
  cloudApiSettingsSchema,
  V,
  WHATSAPP_PROVIDERS,
  whatsappSchema,
  type CloudApiSettingsDTO,
  type WhatsappData,
  type WhatsappDTO,
  type WhatsappInput,
} from '@atende/shared';

/** The message of an id that must be digits only (the platform's ids are numbers). */
export const DIGITS_ONLY = 'Somente números';
const digits = z
  .string()
  .trim()
  .regex(/^\d{0,30}$/, DIGITS_ONLY)
  .optional();
const CLOUD_API_SECRETS = ['accessToken', 'appSecret', 'verifyToken'] as const;

/**
 * The shared connection rules (name 2-50 and the field limits) plus the server's: with more than
 * one queue the customer must be greeted to choose (ERR_WAPP_GREETING_REQUIRED), and a cloud-api
 * connection needs its phone number id and each secret, unless the secret is already stored
 * (`stored`: the connection's settings as the API shows them; secrets are never sent back).
 */
export function connectionFormSchema(stored?: CloudApiSettingsDTO) {
  const cloudApi = cloudApiSettingsSchema.extend({
    phoneNumberId: digits,
    businessAccountId: digits,
  });
  return whatsappSchema.extend({ cloudApi: cloudApi.optional() }).superRefine((v, ctx) => {
    if ((v.queueIds?.length ?? 0) > 1 && !v.greetingMessage?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['greetingMessage'], message: V.required });
    }
    if (v.provider !== 'cloud-api') return;
    const required = (key: keyof NonNullable<typeof v.cloudApi>) =>
      ctx.addIssue({ code: 'custom', path: ['cloudApi', key], message: V.required });
    if (!v.cloudApi?.phoneNumberId) required('phoneNumberId');
    for (const key of CLOUD_API_SECRETS) {
      if (!v.cloudApi?.[key] && !stored?.[`${key}Set`]) required(key);
    }
  });
}

export type ConnectionFormValues = WhatsappInput;
export type ConnectionFormOutput = WhatsappData;

/** The provider a new connection starts with: the spec's 'beta' (a phone paired by QR code). */
export const DEFAULT_PROVIDER: (typeof WHATSAPP_PROVIDERS)[number] = 'beta';

/** A new connection with the spec's defaults (spec 1 §9: bot 3 times, 0 min). */
export function emptyConnectionForm(): ConnectionFormValues {
  return {
    name: '',
    isDefault: false,
    provider: DEFAULT_PROVIDER,
    greetingMessage: '',
    complationMessage: '',
    outOfHoursMessage: '',
    ratingMessage: '',
    expiresInactiveMessage: '',
    expiresTicket: 0,
    timeUseBotQueues: 0,
    maxUseBotQueues: 3,
    queueIds: [],
    transferQueueId: null,
    timeToTransfer: null,
    cloudApi: emptyCloudApi(),
  };
}

function emptyCloudApi() {
  return {
    phoneNumberId: '',
    businessAccountId: '',
    accessToken: '',
    appSecret: '',
    verifyToken: '',
  };
}

type Provider = (typeof WHATSAPP_PROVIDERS)[number];
const knownProvider = (p: string): Provider | undefined =>
  (WHATSAPP_PROVIDERS as readonly string[]).includes(p) ? (p as Provider) : undefined;

export function connectionToForm(w: WhatsappDTO): ConnectionFormValues {
  return {
    name: w.name,
    isDefault: w.isDefault,
    provider: knownProvider(w.provider),
    greetingMessage: w.greetingMessage ?? '',
    complationMessage: w.complationMessage ?? '',
    outOfHoursMessage: w.outOfHoursMessage ?? '',
    ratingMessage: w.ratingMessage ?? '',
    expiresInactiveMessage: w.expiresInactiveMessage ?? '',
    expiresTicket: w.expiresTicket,
    timeUseBotQueues: w.timeUseBotQueues,
    maxUseBotQueues: w.maxUseBotQueues,
    queueIds: w.queueIds ?? w.queues.map((q) => q.id),
    transferQueueId: w.transferQueueId,
    timeToTransfer: w.timeToTransfer,
    // the secrets are write-only: their inputs start empty, and empty keeps them
    cloudApi: {
      ...emptyCloudApi(),
      phoneNumberId: w.cloudApi?.phoneNumberId ?? '',
      businessAccountId: w.cloudApi?.businessAccountId ?? '',
    },
  };
}

/**
 * What the form sends: never the token (the server keeps or creates it); the cloud-api settings
 * only for that provider, without the secrets left blank (blank keeps the stored one).
 */
export function formToInput(values: ConnectionFormOutput): WhatsappInput {
  const { token: _token, cloudApi, ...rest } = values;
  void _token;
  const settings =
    rest.provider === 'cloud-api' && cloudApi
      ? Object.fromEntries(
          Object.entries(cloudApi).filter(([key, value]) => value || !isSecret(key)),
        )
      : undefined;
  return {
    ...rest,
    ...(settings ? { cloudApi: settings } : {}),
    // no transfer queue: no transfer delay either
    timeToTransfer: rest.transferQueueId ? (rest.timeToTransfer ?? 0) : null,
  };
}

/** Inputs a server `fields` message may land on. */
export const CONNECTION_FORM_FIELDS = [
  'name',
  'isDefault',
  'provider',
  'greetingMessage',
  'complationMessage',
  'outOfHoursMessage',
  'ratingMessage',
  'expiresInactiveMessage',
  'expiresTicket',
  'timeUseBotQueues',
  'maxUseBotQueues',
  'queueIds',
  'transferQueueId',
  'timeToTransfer',
  'cloudApi.phoneNumberId',
  'cloudApi.businessAccountId',
  'cloudApi.accessToken',
  'cloudApi.appSecret',
  'cloudApi.verifyToken',
] as const;

const isSecret = (key: string) => (CLOUD_API_SECRETS as readonly string[]).includes(key);
