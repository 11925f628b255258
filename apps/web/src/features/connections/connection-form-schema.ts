import {
  V,
  WHATSAPP_PROVIDERS,
  whatsappSchema,
  type WhatsappData,
  type WhatsappDTO,
  type WhatsappInput,
} from '@atende/shared';
import { UNAVAILABLE_PROVIDERS } from './connection-status';

/**
 * The shared connection rules (name 2-50 and the field limits) plus the server's greeting rule:
 * with more than one queue the customer must be greeted to choose (ERR_WAPP_GREETING_REQUIRED).
 */
export const connectionFormSchema = whatsappSchema.superRefine((v, ctx) => {
  if ((v.queueIds?.length ?? 0) > 1 && !v.greetingMessage?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['greetingMessage'], message: V.required });
  }
});

export type ConnectionFormValues = WhatsappInput;
export type ConnectionFormOutput = WhatsappData;

/**
 * The provider a new connection starts with: the spec's 'beta' when this build can run it,
 * else the first one it can (the simulated phone when it is the only one).
 */
export const DEFAULT_PROVIDER =
  WHATSAPP_PROVIDERS.find((p) => !UNAVAILABLE_PROVIDERS.includes(p)) ?? 'beta';

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
  };
}

/** What the form sends: never the token (the server keeps or creates it). */
export function formToInput(values: ConnectionFormOutput): WhatsappInput {
  const { token: _token, ...rest } = values;
  void _token;
  return {
    ...rest,
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
] as const;
