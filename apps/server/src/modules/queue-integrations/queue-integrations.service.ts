import {
  isAdminProfile,
  QUEUE_INTEGRATION_MESSAGES as M,
  QUEUE_INTEGRATION_PAGE_SIZE,
  type QueueIntegrationData,
  type QueueIntegrationDTO,
  type QueueIntegrationTestData,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { forbidden, invalid, notFound } from '../../http/app-error';
import { detectIntent } from './engine/dialogflow-client';
import { checkIntegrationTargets, type IntegrationEnv } from './queue-integration-targets';
import { toQueueIntegrationDTO } from './queue-integrations.dto';
import * as repo from './queue-integrations.repo';

const integrationNotFound = () => notFound('ERR_NOT_FOUND', M.notFound);

/** Integrations hold the company's credentials: only admins change or test them. */
function requireAdmin(ctx: Ctx) {
  if (!isAdminProfile(ctx.user.profile)) throw forbidden();
}

function announce(ctx: Ctx, action: 'create' | 'update', row: repo.QueueIntegrationRow) {
  const record = toQueueIntegrationDTO(row);
  ctx.events.emit({ type: 'queueIntegration.saved', companyId: ctx.companyId, action, record });
  return record;
}

/** GET /queueIntegration: a page by name. */
export async function listPage(ctx: Ctx, q: { searchParam: string; pageNumber: number }) {
  const { rows, hasMore } = await repo.listPage(ctx.db, ctx.companyId, {
    search: q.searchParam,
    limit: QUEUE_INTEGRATION_PAGE_SIZE,
    offset: (q.pageNumber - 1) * QUEUE_INTEGRATION_PAGE_SIZE,
  });
  return { queueIntegrations: rows.map(toQueueIntegrationDTO), hasMore };
}

async function rowOf(ctx: Pick<Ctx, 'db' | 'companyId'>, id: number) {
  const row = await repo.find(ctx.db, ctx.companyId, id);
  if (!row) throw integrationNotFound();
  return row;
}

export async function getOne(ctx: Ctx, id: number): Promise<QueueIntegrationDTO> {
  return toQueueIntegrationDTO(await rowOf(ctx, id));
}

/** Whether `id` names one of the company's integrations (the queues' and connections' check). */
export async function integrationExists(ctx: Pick<Ctx, 'db' | 'companyId'>, id: number) {
  return !!(await repo.find(ctx.db, ctx.companyId, id));
}

/**
 * The stored values: secrets sealed; a blank secret on update keeps the stored one; what the
 * type needs and is not stored yet is a 400 naming the field.
 */
function valuesOf(ctx: Ctx, input: QueueIntegrationData, current?: repo.QueueIntegrationRow) {
  const keep = (plain: string, stored: string | undefined) =>
    plain ? ctx.secrets.seal(plain) : (stored ?? '');
  const jsonContent =
    input.type === 'dialogflow' ? keep(input.jsonContent, current?.jsonContent) : '';
  const usesSecret = input.type === 'n8n' || input.type === 'webhook';
  const webhookSecret = usesSecret ? keep(input.webhookSecret, current?.webhookSecret) : '';
  if (input.type === 'dialogflow' && !jsonContent) throw invalid({ jsonContent: M.jsonRequired });
  if (usesSecret && !webhookSecret) throw invalid({ webhookSecret: M.secretRequired });
  const typebot = input.type === 'typebot';
  return {
    type: input.type,
    name: input.name,
    projectName: input.projectName,
    jsonContent,
    language: input.language,
    urlN8N: input.type === 'dialogflow' ? '' : input.urlN8N,
    webhookSecret,
    typebotSlug: typebot ? input.typebotSlug : '',
    typebotExpires: typebot ? input.typebotExpires : 0,
    typebotDelayMessage: typebot ? input.typebotDelayMessage : 1000,
    typebotKeywordFinish: typebot ? input.typebotKeywordFinish : '',
    typebotKeywordRestart: typebot ? input.typebotKeywordRestart : '',
    typebotRestartMessage: typebot ? input.typebotRestartMessage : '',
    typebotUnknownMessage: typebot ? input.typebotUnknownMessage : '',
  };
}

const INTEGRATION_NAME_TAKEN = 'Já existe uma integração com este nome';

export async function create(ctx: Ctx, env: IntegrationEnv, input: QueueIntegrationData) {
  requireAdmin(ctx);
  if (await repo.integrationNameTaken(ctx.db, ctx.companyId, input.name)) {
    throw invalid({ name: INTEGRATION_NAME_TAKEN });
  }
  await checkIntegrationTargets(env, input);
  const row = await repo.insert(ctx.db, ctx.companyId, valuesOf(ctx, input));
  return announce(ctx, 'create', row);
}

export async function update(
  ctx: Ctx,
  env: IntegrationEnv,
  id: number,
  input: QueueIntegrationData,
) {
  requireAdmin(ctx);
  const current = await rowOf(ctx, id);
  if (await repo.integrationNameTaken(ctx.db, ctx.companyId, input.name, id)) {
    throw invalid({ name: INTEGRATION_NAME_TAKEN });
  }
  await checkIntegrationTargets(env, input);
  const row = await repo.update(ctx.db, ctx.companyId, id, valuesOf(ctx, input, current));
  if (!row) throw integrationNotFound();
  return announce(ctx, 'update', row);
}

export async function remove(ctx: Ctx, id: number) {
  requireAdmin(ctx);
  if (!(await repo.remove(ctx.db, ctx.companyId, id))) throw integrationNotFound();
  ctx.events.emit({ type: 'queueIntegration.deleted', companyId: ctx.companyId, id });
}

/**
 * POST /queueIntegration/testSession: signs in with the service account and asks the agent
 * one question. A refusal or an unreachable agent is a 400 saying why (never a 500).
 */
export async function testSession(ctx: Ctx, input: QueueIntegrationTestData) {
  requireAdmin(ctx);
  let json = input.jsonContent;
  if (!json && input.id) {
    const row = await rowOf(ctx, input.id);
    json = row.jsonContent ? ctx.secrets.open(row.jsonContent) : '';
  }
  if (!json) throw invalid({ jsonContent: M.jsonRequired });
  try {
    const result = await detectIntent({
      jsonContent: json,
      projectName: input.projectName,
      language: input.language,
      sessionId: `atende-test-${ctx.companyId}`,
      text: 'Olá',
    });
    return { message: M.sessionOk, fulfillmentText: result.texts.join('\n') };
  } catch (err) {
    throw invalid({ jsonContent: `${M.sessionFailed}: ${(err as Error).message}` });
  }
}
