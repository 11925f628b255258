import { z } from 'zod';
import { idParam, pageQuery, requiredText } from './common';
import { V } from './messages';

/** The engines a queue integration can run (spec 3 §3). */
export const QUEUE_INTEGRATION_TYPES = ['typebot', 'n8n', 'webhook', 'dialogflow'] as const;
export type QueueIntegrationType = (typeof QUEUE_INTEGRATION_TYPES)[number];

/** Size of one page of GET /queueIntegration. */
export const QUEUE_INTEGRATION_PAGE_SIZE = 20;

/** The Dialogflow languages the dialog offers (any BCP-47 code is accepted by the API). */
export const DIALOGFLOW_LANGUAGES = ['pt-BR', 'en', 'es'] as const;

export const QUEUE_INTEGRATION_MESSAGES = {
  notFound: 'Integração não encontrada',
  deleted: 'Integração excluída',
  unknownType: 'Tipo de integração desconhecido',
  urlRequired: 'Informe a URL',
  urlInvalid: 'A URL deve começar com http:// ou https://',
  slugRequired: 'Informe o slug do Typebot',
  projectRequired: 'Informe o nome do projeto',
  languageRequired: 'Informe o idioma',
  jsonRequired: 'Informe o JSON da conta de serviço',
  jsonInvalid: 'JSON da conta de serviço inválido (client_email, private_key e token_uri)',
  secretRequired: 'Informe o segredo de assinatura (mínimo 16 caracteres)',
  sessionOk: 'Sessão do Dialogflow iniciada com sucesso',
  sessionFailed: 'Não foi possível iniciar a sessão do Dialogflow',
} as const;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: V.invalidValue }).trim().max(max, V.tooLong),
  );

/** Typebot's session expiry in minutes: blank is the spec's default of 1; 0 never expires. */
const expiryMinutes = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 1 : v),
  z.coerce.number({ error: V.invalidNumber }).int(V.invalidNumber).min(0).max(525_600),
);

/** Whether `v` is an absolute http(s) URL with a host (no spaces). */
export function isHttpUrl(v: string) {
  return /^https?:\/\/[^\s/?#:@]+(:\d{1,5})?([/?#]\S*)?$/i.test(v);
}

/** A service account's fields the Dialogflow engine needs, or undefined when they are missing. */
export function parseServiceAccount(json: string) {
  try {
    const v = JSON.parse(json) as Record<string, unknown>;
    const ok = ['client_email', 'private_key'].every((k) => typeof v[k] === 'string' && v[k]);
    if (!ok) return undefined;
    const tokenUri =
      typeof v.token_uri === 'string' && v.token_uri
        ? v.token_uri
        : 'https://oauth2.googleapis.com/token';
    if (!isHttpUrl(tokenUri)) return undefined;
    return {
      clientEmail: v.client_email as string,
      privateKey: v.private_key as string,
      tokenUri,
      projectId: typeof v.project_id === 'string' ? v.project_id : undefined,
    };
  } catch {
    return undefined;
  }
}

const baseFields = z.object({
  type: z.enum(QUEUE_INTEGRATION_TYPES, { error: QUEUE_INTEGRATION_MESSAGES.unknownType }),
  name: requiredText(2, 50),
  projectName: optionalText(100),
  /** Dialogflow's service-account JSON: write-only; blank on update keeps the stored one. */
  jsonContent: optionalText(20_000),
  language: optionalText(20),
  urlN8N: optionalText(2_000),
  /** n8n / webhook: the HMAC-SHA256 key of the requests; write-only, blank keeps the stored. */
  webhookSecret: optionalText(200),
  typebotSlug: optionalText(200),
  typebotExpires: expiryMinutes,
  typebotDelayMessage: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 1000 : v),
    z.coerce.number({ error: V.invalidNumber }).int(V.invalidNumber).min(0).max(60_000),
  ),
  typebotKeywordFinish: optionalText(100),
  typebotKeywordRestart: optionalText(100),
  typebotRestartMessage: optionalText(1_000),
  typebotUnknownMessage: optionalText(1_000),
});

/**
 * POST /queueIntegration and PUT /queueIntegration/{id} (spec 3 §5): name 2 to 50; for n8n,
 * webhook and typebot the project name is the name; urlN8N (http or https) required for those
 * three; typebotSlug for typebot. Dialogflow needs its project and language; its JSON and the
 * webhook secret are checked by the service, which knows whether one is stored already.
 */
export const queueIntegrationSchema = baseFields
  .superRefine((v, issue) => {
    const add = (path: string, message: string) =>
      issue.addIssue({ code: 'custom', path: [path], message });
    if (v.type !== 'dialogflow') {
      if (!v.urlN8N) add('urlN8N', QUEUE_INTEGRATION_MESSAGES.urlRequired);
      else if (!isHttpUrl(v.urlN8N)) add('urlN8N', QUEUE_INTEGRATION_MESSAGES.urlInvalid);
    }
    if (v.type === 'typebot' && !v.typebotSlug) {
      add('typebotSlug', QUEUE_INTEGRATION_MESSAGES.slugRequired);
    }
    if (v.type === 'dialogflow') {
      if (!v.projectName) add('projectName', QUEUE_INTEGRATION_MESSAGES.projectRequired);
      if (!v.language) add('language', QUEUE_INTEGRATION_MESSAGES.languageRequired);
      if (v.jsonContent && !parseServiceAccount(v.jsonContent)) {
        add('jsonContent', QUEUE_INTEGRATION_MESSAGES.jsonInvalid);
      }
    }
    if (v.webhookSecret && v.webhookSecret.length < 16) {
      add('webhookSecret', QUEUE_INTEGRATION_MESSAGES.secretRequired);
    }
  })
  .transform((v) => (v.type === 'dialogflow' ? v : { ...v, projectName: v.name }));
export type QueueIntegrationInput = z.input<typeof queueIntegrationSchema>;
export type QueueIntegrationData = z.output<typeof queueIntegrationSchema>;

export const queueIntegrationListQuery = pageQuery;

/** POST /queueIntegration/testSession: checks a Dialogflow agent's credentials. */
export const queueIntegrationTestSchema = z
  .object({
    projectName: requiredText(1, 100),
    jsonContent: optionalText(20_000),
    language: requiredText(1, 20),
    /** An integration whose stored JSON is used when jsonContent is blank. */
    id: idParam.optional().nullable(),
  })
  .superRefine((v, issue) => {
    if (v.jsonContent && !parseServiceAccount(v.jsonContent)) {
      issue.addIssue({
        code: 'custom',
        path: ['jsonContent'],
        message: QUEUE_INTEGRATION_MESSAGES.jsonInvalid,
      });
    }
    if (!v.jsonContent && !v.id) {
      issue.addIssue({
        code: 'custom',
        path: ['jsonContent'],
        message: QUEUE_INTEGRATION_MESSAGES.jsonRequired,
      });
    }
  });
export type QueueIntegrationTestData = z.output<typeof queueIntegrationTestSchema>;

/** The API's view: the JSON and the webhook secret are never returned, only whether set. */
export interface QueueIntegrationDTO {
  id: number;
  type: QueueIntegrationType;
  name: string;
  projectName: string;
  jsonContent: '';
  hasJsonContent: boolean;
  language: string;
  urlN8N: string;
  webhookSecret: '';
  hasWebhookSecret: boolean;
  typebotSlug: string;
  typebotExpires: number;
  typebotDelayMessage: number;
  typebotKeywordFinish: string;
  typebotKeywordRestart: string;
  typebotRestartMessage: string;
  typebotUnknownMessage: string;
  createdAt: string;
  updatedAt: string;
}
