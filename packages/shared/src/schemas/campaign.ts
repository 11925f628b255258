import { z } from 'zod';
import { pageQuery, requiredText } from './common';
import { requiredError, V } from './messages';

/** Spec 3 §4: the campaign's statuses, in the order a campaign lives them. */
export const CAMPAIGN_STATUSES = [
  'INATIVA',
  'PROGRAMADA',
  'EM_ANDAMENTO',
  'CANCELADA',
  'FINALIZADA',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Five message variants, picked round-robin (spec 3 §9). */
export const CAMPAIGN_VARIANTS = 5;
export const CAMPAIGN_PAGE_SIZE = 20;
/** Editable while PROGRAMADA only when the start is more than this far ahead (spec 3 §4). */
export const CAMPAIGN_EDIT_WINDOW_MS = 60 * 60_000;

/**
 * A recipient's outcome. `sending` / `confirming` are claims taken before a send goes out; one
 * found after a crash is settled as `unknown`, never sent again (decision 0070).
 */
export const SHIPPING_STATUSES = [
  'pending',
  'confirming',
  'awaiting_confirmation',
  'confirmed',
  'sending',
  'delivered',
  'failed',
  'unknown',
  'invalid',
] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

export const CAMPAIGN_MESSAGES = {
  notFound: 'Campanha não encontrada',
  notEditable:
    'Esta campanha não pode mais ser alterada: só é editável inativa, ou programada com mais de 1 hora de antecedência',
  onlyMessages: 'Uma campanha cancelada só pode ter suas mensagens alteradas',
  notRunning: 'Só é possível cancelar uma campanha em andamento',
  notCancelled: 'Só é possível reiniciar uma campanha cancelada',
  targetRequired: 'Escolha uma lista de contatos ou uma lista de etiquetas',
  oneTarget: 'Escolha uma lista de contatos ou uma etiqueta, não as duas',
  connectionRequired: 'Escolha uma conexão',
  scheduledInPast: 'A data de envio já passou',
  listNotFound: 'Lista de contatos não encontrada',
  tagNotFound: 'Etiqueta não encontrada',
  connectionNotFound: 'Conexão não encontrada',
  fileListNotFound: 'Lista de arquivos não encontrada',
  fileMissing: 'Envie o arquivo como multipart/form-data no campo "file"',
  deleteRunning: 'Cancele a campanha antes de excluí-la',
  paused: 'Conexão desconectada: envios pausados até ela reconectar',
} as const;

const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === undefined || v === 0 ? null : v),
  z.coerce.number({ error: requiredError }).int(V.invalidValue).positive(V.invalidValue).nullable(),
);
const optionalText = z.preprocess(
  (v) => (v == null ? '' : v),
  z.string({ error: V.invalidValue }).max(4_096, V.tooLong),
);
const optionalDate = z.preprocess(
  (v) => (v === '' || v == null ? null : v),
  z.coerce.date({ error: V.invalidValue }).nullable(),
);

/** POST /campaigns and PUT /campaigns/{id} (companyId, status and the like are ignored). */
export const campaignSchema = z
  .object({
    name: requiredText(2, 50),
    confirmation: z.preprocess(
      (v) => v === true || v === 'true' || v === 'Habilitada',
      z.boolean(),
    ),
    message1: optionalText,
    message2: optionalText,
    message3: optionalText,
    message4: optionalText,
    message5: optionalText,
    confirmationMessage1: optionalText,
    confirmationMessage2: optionalText,
    confirmationMessage3: optionalText,
    confirmationMessage4: optionalText,
    confirmationMessage5: optionalText,
    scheduledAt: optionalDate,
    whatsappId: optionalId,
    contactListId: optionalId,
    tagListId: optionalId,
    fileListId: optionalId,
  })
  .superRefine((c, issue) => {
    if (!c.message1.trim())
      issue.addIssue({ code: 'custom', path: ['message1'], message: V.required });
    if (c.confirmation && !c.confirmationMessage1.trim())
      issue.addIssue({ code: 'custom', path: ['confirmationMessage1'], message: V.required });
  });
export type CampaignInput = z.input<typeof campaignSchema>;
export type CampaignData = z.output<typeof campaignSchema>;

export const campaignListQuery = pageQuery;

export interface CampaignCounts {
  total: number;
  valid: number;
  invalid: number;
  confirmationRequested: number;
  confirmed: number;
  delivered: number;
  failed: number;
  unknown: number;
  pending: number;
}

export interface CampaignDTO {
  id: number;
  name: string;
  status: CampaignStatus;
  confirmation: boolean;
  message1: string;
  message2: string;
  message3: string;
  message4: string;
  message5: string;
  confirmationMessage1: string;
  confirmationMessage2: string;
  confirmationMessage3: string;
  confirmationMessage4: string;
  confirmationMessage5: string;
  scheduledAt: string | null;
  completedAt: string | null;
  whatsappId: number | null;
  contactListId: number | null;
  tagListId: number | null;
  fileListId: number | null;
  mediaName: string | null;
  mediaUrl: string | null;
  /** Why sends are paused (a disconnected connection), or null. */
  pausedReason: string | null;
  contactList: { name: string } | null;
  whatsapp: { name: string } | null;
  tagList: { name: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface CampaignReportDTO {
  campaign: CampaignDTO;
  counts: CampaignCounts;
}

/** Spec 3 §9 options and defaults (seconds; longerIntervalAfter counts messages). */
export const MESSAGE_INTERVAL_OPTIONS = [0, 5, 10, 15, 20] as const;
export const LONGER_INTERVAL_OPTIONS = [0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120] as const;
export const CAMPAIGN_SETTING_DEFAULTS = {
  messageInterval: 20,
  longerIntervalAfter: 20,
  greaterInterval: 60,
} as const;

/** Filled from the recipient by every campaign: a custom variable cannot take these names. */
export const BUILT_IN_CAMPAIGN_VARIABLES = ['nome', 'numero', 'email'] as const;

/** A variable in a campaign's text: {word}, no spaces or braces inside. */
export const CAMPAIGN_VARIABLE_PATTERN = /\{([^{}\s]+)\}/g;

/**
 * The {variables} of `text` that are neither built in nor among the company's `customKeys`,
 * once each in order: a campaign sends them as written.
 */
export function unknownCampaignVariables(text: string, customKeys: readonly string[]): string[] {
  const known = new Set<string>([...BUILT_IN_CAMPAIGN_VARIABLES, ...customKeys]);
  const unknown = [...text.matchAll(CAMPAIGN_VARIABLE_PATTERN)]
    .map((m) => m[1]!)
    .filter((k) => !known.has(k));
  return [...new Set(unknown)];
}

export type CampaignVariableKeyProblem = 'required' | 'tooLong' | 'format' | 'builtIn' | 'taken';

/**
 * Why a custom variable's shortcut cannot be added, or undefined when it can. A message names
 * it as {shortcut}, so it has no spaces or braces (spec 3 §5: not added when it exists).
 */
export function campaignVariableKeyProblem(
  key: string,
  taken: readonly string[],
): CampaignVariableKeyProblem | undefined {
  const k = key.trim();
  if (!k) return 'required';
  if (k.length > 50) return 'tooLong';
  if (/[{}\s]/.test(k)) return 'format';
  if ((BUILT_IN_CAMPAIGN_VARIABLES as readonly string[]).includes(k)) return 'builtIn';
  if (taken.includes(k)) return 'taken';
}

const variable = z.object({
  key: z
    .string()
    .trim()
    .min(1, V.required)
    .max(50, V.tooLong)
    .refine((k) => !campaignVariableKeyProblem(k, []), V.invalidValue),
  value: z.string().max(1_000, V.tooLong),
});
export type CampaignVariable = z.output<typeof variable>;

/** POST /campaign-settings: { settings: {...} } or the fields themselves. */
export const campaignSettingsSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && 'settings' in v ? (v as { settings: unknown }).settings : v,
  z.object({
    messageInterval: z.coerce
      .number({ error: requiredError })
      .refine((n) => (MESSAGE_INTERVAL_OPTIONS as readonly number[]).includes(n), V.invalidValue),
    longerIntervalAfter: z.coerce
      .number({ error: requiredError })
      .refine((n) => (LONGER_INTERVAL_OPTIONS as readonly number[]).includes(n), V.invalidValue),
    greaterInterval: z.coerce
      .number({ error: requiredError })
      .refine((n) => (LONGER_INTERVAL_OPTIONS as readonly number[]).includes(n), V.invalidValue),
    variables: z
      .array(variable)
      .max(50, V.tooLong)
      .default([])
      .refine((vs) => new Set(vs.map((v) => v.key)).size === vs.length, V.invalidValue),
  }),
);
export type CampaignSettingsData = z.output<typeof campaignSettingsSchema>;
export type CampaignSettingsDTO = CampaignSettingsData;
