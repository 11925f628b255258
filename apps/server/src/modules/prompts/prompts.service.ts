import {
  isAdminProfile,
  PROMPT_DEFAULT_HANDOVER_MARKER,
  PROMPT_MESSAGES,
  PROMPT_PAGE_SIZE,
  PROMPT_TEXT_VOICE,
  type PromptData,
  type PromptDTO,
} from '@atende/shared';
import type { Ctx } from '../../context';
import { forbidden, invalid, notFound } from '../../http/app-error';
import { toPromptDTO } from './prompts.dto';
import * as repo from './prompts.repo';

const promptNotFound = () => notFound('ERR_NOT_FOUND', PROMPT_MESSAGES.notFound);

/** Prompts hold the company's AI keys: only admins write them. */
function requireAdmin(ctx: Ctx) {
  if (!isAdminProfile(ctx.user.profile)) throw forbidden();
}

async function load(ctx: Pick<Ctx, 'db' | 'companyId'>, id: number) {
  const row = await repo.find(ctx.db, ctx.companyId, id);
  if (!row) throw promptNotFound();
  return row;
}

/** Whether the company has this prompt (the queues module checks a queue's promptId with it). */
export async function promptExists(ctx: Pick<Ctx, 'db' | 'companyId'>, id: number) {
  return (await repo.find(ctx.db, ctx.companyId, id)) !== undefined;
}

/** GET /prompt: a page by name (spec 3 §7 answers `prompts`; `hasMore` pages on). */
export async function listPage(ctx: Ctx, q: { searchParam: string; pageNumber: number }) {
  const { rows, hasMore } = await repo.listPage(ctx.db, ctx.companyId, {
    search: q.searchParam,
    limit: PROMPT_PAGE_SIZE,
    offset: (q.pageNumber - 1) * PROMPT_PAGE_SIZE,
  });
  return { prompts: rows.map(toPromptDTO), hasMore };
}

export async function getOne(ctx: Ctx, id: number): Promise<PromptDTO> {
  return toPromptDTO(await load(ctx, id));
}

/**
 * The row to store: the keys sealed (a blank one keeps `stored`), the queue the company's, and
 * a voice answer needs a voice key.
 */
async function toWrite(ctx: Ctx, input: PromptData, stored?: repo.PromptRow) {
  if (!(await repo.queueExists(ctx.db, ctx.companyId, input.queueId))) {
    throw invalid({ queueId: PROMPT_MESSAGES.queueNotFound });
  }
  const apiKeySealed = input.apiKey ? ctx.secrets.seal(input.apiKey) : stored?.apiKeySealed;
  if (!apiKeySealed) throw invalid({ apiKey: 'Required' });
  const voiceKeySealed = input.voiceKey
    ? ctx.secrets.seal(input.voiceKey)
    : (stored?.voiceKeySealed ?? '');
  if (input.voice !== PROMPT_TEXT_VOICE && !voiceKeySealed) {
    throw invalid({ voiceKey: PROMPT_MESSAGES.voiceKeyRequired });
  }
  const marker = input.handoverMarker ?? stored?.handoverMarker ?? '';
  return {
    name: input.name,
    prompt: input.prompt,
    apiKeySealed,
    queueId: input.queueId,
    maxMessages: input.maxMessages,
    maxTokens: input.maxTokens,
    temperature: input.temperature,
    voice: input.voice,
    voiceKeySealed,
    voiceRegion: input.voiceRegion,
    handoverMarker: marker === PROMPT_DEFAULT_HANDOVER_MARKER ? '' : marker,
  };
}

async function announce(ctx: Ctx, id: number, action: 'create' | 'update') {
  const record = toPromptDTO(await load(ctx, id));
  ctx.events.emit({ type: 'prompt.saved', companyId: ctx.companyId, action, record });
  return record;
}

const PROMPT_NAME_TAKEN = 'Já existe um prompt com este nome';

export async function create(ctx: Ctx, input: PromptData) {
  requireAdmin(ctx);
  if (await repo.promptNameTaken(ctx.db, ctx.companyId, input.name)) {
    throw invalid({ name: PROMPT_NAME_TAKEN });
  }
  const id = await repo.insert(ctx.db, ctx.companyId, await toWrite(ctx, input));
  return announce(ctx, id, 'create');
}

export async function update(ctx: Ctx, id: number, input: PromptData) {
  requireAdmin(ctx);
  const current = await load(ctx, id);
  if (await repo.promptNameTaken(ctx.db, ctx.companyId, input.name, id)) {
    throw invalid({ name: PROMPT_NAME_TAKEN });
  }
  const data = await toWrite(ctx, input, current.prompt);
  if (!(await repo.update(ctx.db, ctx.companyId, id, data))) throw promptNotFound();
  return announce(ctx, id, 'update');
}

export async function remove(ctx: Ctx, id: number) {
  requireAdmin(ctx);
  if (!(await repo.remove(ctx.db, ctx.companyId, id))) throw promptNotFound();
  ctx.events.emit({ type: 'prompt.deleted', companyId: ctx.companyId, id });
}
