import { z } from 'zod';
import { pageQuery } from './common';
import { requiredError, V } from './messages';

/** Size of one page of GET /prompt. */
export const PROMPT_PAGE_SIZE = 20;

/** 'texto' answers in text only; any other voice also answers with a synthesised voice note. */
export const PROMPT_TEXT_VOICE = 'texto';

/** The 15 Brazilian neural voices of Azure Speech the prompt may answer with (spec 3 §9). */
export const PROMPT_VOICES = [
  'pt-BR-FranciscaNeural',
  'pt-BR-AntonioNeural',
  'pt-BR-BrendaNeural',
  'pt-BR-DonatoNeural',
  'pt-BR-ElzaNeural',
  'pt-BR-FabioNeural',
  'pt-BR-GiovannaNeural',
  'pt-BR-HumbertoNeural',
  'pt-BR-JulioNeural',
  'pt-BR-LeilaNeural',
  'pt-BR-LeticiaNeural',
  'pt-BR-ManuelaNeural',
  'pt-BR-NicolauNeural',
  'pt-BR-ValerioNeural',
  'pt-BR-YaraNeural',
] as const;

/** The line of an AI reply that asks for a person, unless the prompt names another marker. */
export const PROMPT_DEFAULT_HANDOVER_MARKER = 'Ação: Transferir para o setor de atendimento';

/** Spec 3 §9 defaults. */
export const PROMPT_DEFAULTS = {
  voice: PROMPT_TEXT_VOICE,
  maxTokens: 100,
  temperature: 1,
  maxMessages: 10,
} as const;

export const PROMPT_MESSAGES = {
  notFound: 'Prompt não encontrado',
  queueRequired: 'Informe o setor',
  queueNotFound: 'Setor não encontrado',
  deleted: 'Prompt excluído',
  voiceRegionRequired: 'Informe a região do serviço de voz',
  voiceKeyRequired: 'Informe a chave do serviço de voz',
} as const;

const requiredNumber = (min: number, max: number, int: boolean) => {
  const n = z.coerce.number({ error: requiredError });
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    (int ? n.int(V.invalidValue) : n).min(min, V.invalidValue).max(max, V.invalidValue),
  );
};

/** The queue: absent, null or '' is 'Informe o setor' (spec 3 §5). */
const promptQueue = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: () => PROMPT_MESSAGES.queueRequired })
    .int(V.invalidValue)
    .positive(V.invalidValue),
);

/**
 * POST /prompt and PUT /prompt/{id} (spec 3 §5): name 5 to 100, prompt at least 50 characters,
 * voice, max tokens, temperature, api key, queue and max messages required. On an update a
 * blank apiKey or voiceKey keeps the stored one (secrets are write-only).
 */
const promptFields = z.object({
  name: z
    .string({ error: requiredError })
    .trim()
    .min(1, V.required)
    .min(5, V.tooShort)
    .max(100, V.tooLong),
  prompt: z
    .string({ error: requiredError })
    .trim()
    .min(1, V.required)
    .min(50, V.tooShort)
    .max(20_000, V.tooLong),
  apiKey: z.string({ error: V.invalidValue }).trim().max(500, V.tooLong).optional().default(''),
  queueId: promptQueue,
  maxMessages: requiredNumber(1, 50, true).optional().default(PROMPT_DEFAULTS.maxMessages),
  maxTokens: requiredNumber(1, 32_000, true).optional().default(PROMPT_DEFAULTS.maxTokens),
  temperature: requiredNumber(0, 2, false).optional().default(PROMPT_DEFAULTS.temperature),
  voice: z
    .enum([PROMPT_TEXT_VOICE, ...PROMPT_VOICES], { error: V.invalidValue })
    .optional()
    .default(PROMPT_TEXT_VOICE),
  voiceKey: z.string({ error: V.invalidValue }).trim().max(500, V.tooLong).optional().default(''),
  voiceRegion: z
    .string({ error: V.invalidValue })
    .trim()
    .max(50, V.tooLong)
    .regex(/^[a-z0-9-]*$/, V.invalidValue)
    .optional()
    .default(''),
  /** Optional: the line that hands the ticket to a person (default PROMPT_DEFAULT_HANDOVER_MARKER). */
  handoverMarker: z.string({ error: V.invalidValue }).trim().max(200, V.tooLong).optional(),
});

function voiceNeedsRegion(v: { voice: string; voiceRegion: string }, ctx: z.RefinementCtx) {
  if (v.voice !== PROMPT_TEXT_VOICE && !v.voiceRegion) {
    ctx.addIssue({
      code: 'custom',
      path: ['voiceRegion'],
      message: PROMPT_MESSAGES.voiceRegionRequired,
    });
  }
}

export const promptSchema = promptFields.superRefine(voiceNeedsRegion);

/** POST /prompt: a new prompt has no stored key, so its key is required with the other fields. */
export const promptCreateSchema = promptFields
  .extend({
    apiKey: z.string({ error: requiredError }).trim().min(1, V.required).max(500, V.tooLong),
  })
  .superRefine(voiceNeedsRegion);
export type PromptInput = z.input<typeof promptSchema>;
export type PromptData = z.output<typeof promptSchema>;

/** GET /prompt: search by name, page by page. */
export const promptQuery = pageQuery;

/**
 * A prompt as the API answers it (spec 3 §3). The secrets never leave the server: apiKey and
 * voiceKey are always '' and hasApiKey / hasVoiceKey say whether one is stored.
 */
export interface PromptDTO {
  id: number;
  name: string;
  prompt: string;
  apiKey: '';
  hasApiKey: boolean;
  voice: string;
  voiceKey: '';
  hasVoiceKey: boolean;
  voiceRegion: string;
  maxTokens: number;
  temperature: number;
  maxMessages: number;
  queueId: number;
  queue: { id: number; name: string; color: string } | null;
  handoverMarker: string;
  createdAt: string;
  updatedAt: string;
}
