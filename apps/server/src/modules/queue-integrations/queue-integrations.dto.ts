import type { QueueIntegrationDTO, QueueIntegrationType } from '@atende/shared';
import type { QueueIntegrationRow } from './queue-integrations.repo';

/** The API's view of a row: the sealed JSON and webhook secret are never returned. */
export function toQueueIntegrationDTO(row: QueueIntegrationRow): QueueIntegrationDTO {
  return {
    id: row.id,
    type: row.type as QueueIntegrationType,
    name: row.name,
    projectName: row.projectName,
    jsonContent: '',
    hasJsonContent: row.jsonContent !== '',
    language: row.language,
    urlN8N: row.urlN8N,
    webhookSecret: '',
    hasWebhookSecret: row.webhookSecret !== '',
    typebotSlug: row.typebotSlug,
    typebotExpires: row.typebotExpires,
    typebotDelayMessage: row.typebotDelayMessage,
    typebotKeywordFinish: row.typebotKeywordFinish,
    typebotKeywordRestart: row.typebotKeywordRestart,
    typebotRestartMessage: row.typebotRestartMessage,
    typebotUnknownMessage: row.typebotUnknownMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
