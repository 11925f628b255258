import {
  CAMPAIGN_EDIT_WINDOW_MS,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PAGE_SIZE,
  type CampaignData,
  type CampaignStatus,
} from '@atende/shared';
import type { Ctx, SystemCtx } from '../../context';
import { AppError, invalid, notFound } from '../../http/app-error';
import { startCampaignJob } from './campaign.jobs';
import { announceCampaign } from './campaign-events';
import { prepareShippings, startDispatch } from './campaign-delivery';
import { toCampaignDTO } from './campaigns.dto';
import * as repo from './campaigns.repo';

const campaignNotFound = () => notFound('ERR_NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
const refused = (message: string) =>
  new AppError('ERR_VALIDATION', 400, message, { status: message });
/** A start a little in the past (the browser's clock, the time the form took) is "now". */
const PAST_TOLERANCE_MS = 5 * 60_000;

export async function listPage(ctx: Ctx, q: { searchParam: string; pageNumber: number }) {
  const { rows, hasMore } = await repo.listPage(ctx.db, ctx.companyId, {
    search: q.searchParam,
    limit: CAMPAIGN_PAGE_SIZE,
    offset: (q.pageNumber - 1) * CAMPAIGN_PAGE_SIZE,
  });
  return { records: rows.map(toCampaignDTO), hasMore };
}

export async function findRow(ctx: SystemCtx, id: number) {
  const row = await repo.findView(ctx.db, ctx.companyId, id);
  if (!row) throw campaignNotFound();
  return row;
}

export const getOne = async (ctx: Ctx, id: number) => toCampaignDTO(await findRow(ctx, id));

/**
 * Spec 3 §4: editable when INATIVA, or PROGRAMADA with the start more than an hour ahead;
 * a CANCELADA one may have its messages changed.
 */
export function editWindow(status: string, scheduledAt: Date | null, now: Date) {
  if (status === 'INATIVA') return 'all' as const;
  if (
    status === 'PROGRAMADA' &&
    scheduledAt &&
    scheduledAt.getTime() - now.getTime() > CAMPAIGN_EDIT_WINDOW_MS
  )
    return 'all' as const;
  if (status === 'CANCELADA') return 'messages' as const;
  return 'none' as const;
}

/** Every referenced id must be the company's own; a target and a connection are required. */
async function checkInput(ctx: Ctx, input: CampaignData) {
  const owned = await repo.ownsReferences(ctx.db, ctx.companyId, input);
  const fields: Record<string, string> = {};
  if (!owned.whatsappId) fields.whatsappId = CAMPAIGN_MESSAGES.connectionNotFound;
  if (!owned.contactListId) fields.contactListId = CAMPAIGN_MESSAGES.listNotFound;
  if (!owned.tagListId) fields.tagListId = CAMPAIGN_MESSAGES.tagNotFound;
  if (!owned.fileListId) fields.fileListId = CAMPAIGN_MESSAGES.fileListNotFound;
  if (!input.contactListId && !input.tagListId)
    fields.contactListId = CAMPAIGN_MESSAGES.targetRequired;
  // the delivery reads one of them: both would send to the list and silently skip the tag
  if (input.contactListId && input.tagListId && !fields.tagListId)
    fields.tagListId = CAMPAIGN_MESSAGES.oneTarget;
  if (!input.whatsappId) fields.whatsappId = CAMPAIGN_MESSAGES.connectionRequired;
  if (
    input.scheduledAt &&
    input.scheduledAt.getTime() < ctx.clock.now().getTime() - PAST_TOLERANCE_MS
  )
    fields.scheduledAt = CAMPAIGN_MESSAGES.scheduledInPast;
  if (Object.keys(fields).length) throw invalid(fields);
}

const statusFor = (input: CampaignData): CampaignStatus =>
  input.scheduledAt ? 'PROGRAMADA' : 'INATIVA';

async function scheduleStart(ctx: SystemCtx, id: number, at: Date | null) {
  if (at)
    await ctx.jobs.send(
      startCampaignJob,
      { companyId: ctx.companyId, campaignId: id },
      { startAfter: at },
    );
}

export async function create(ctx: Ctx, input: CampaignData) {
  await checkInput(ctx, input);
  const id = await repo.insert(ctx.db, {
    ...input,
    companyId: ctx.companyId,
    status: statusFor(input),
  });
  await scheduleStart(ctx, id, input.scheduledAt);
  return announceCampaign(ctx, id, 'create');
}

const MESSAGE_FIELDS = (['1', '2', '3', '4', '5'] as const).flatMap(
  (n) => [`message${n}`, `confirmationMessage${n}`] as const,
);

export async function update(ctx: Ctx, id: number, input: CampaignData) {
  const current = await findRow(ctx, id);
  const window = editWindow(current.status, current.scheduledAt, ctx.clock.now());
  if (window === 'none') throw refused(CAMPAIGN_MESSAGES.notEditable);
  if (window === 'messages') {
    const patch = Object.fromEntries(MESSAGE_FIELDS.map((f) => [f, input[f]]));
    if (!(await repo.updateIf(ctx.db, ctx.companyId, id, patch, ['CANCELADA'])))
      throw refused(CAMPAIGN_MESSAGES.notEditable);
    return announceCampaign(ctx, id, 'update');
  }
  await checkInput(ctx, input);
  const changed = await repo.updateIf(
    ctx.db,
    ctx.companyId,
    id,
    { ...input, status: statusFor(input) },
    ['INATIVA', 'PROGRAMADA'],
  );
  if (!changed) throw refused(CAMPAIGN_MESSAGES.notEditable);
  await scheduleStart(ctx, id, input.scheduledAt);
  return announceCampaign(ctx, id, 'update');
}

export async function remove(ctx: Ctx, id: number) {
  const current = await findRow(ctx, id);
  if (current.status === 'EM_ANDAMENTO') throw refused(CAMPAIGN_MESSAGES.deleteRunning);
  if (!(await repo.remove(ctx.db, ctx.companyId, id))) throw campaignNotFound();
  if (current.mediaPath) await ctx.media.remove(current.mediaPath);
  ctx.events.emit({ type: 'campaign.deleted', companyId: ctx.companyId, campaignId: id });
}

/** EM_ANDAMENTO → CANCELADA: sends stop; what is already claimed settles as it finishes. */
export async function cancel(ctx: Ctx, id: number) {
  await findRow(ctx, id);
  if (
    !(await repo.updateIf(ctx.db, ctx.companyId, id, { status: 'CANCELADA', pausedReason: null }, [
      'EM_ANDAMENTO',
    ]))
  )
    throw refused(CAMPAIGN_MESSAGES.notRunning);
  return announceCampaign(ctx, id, 'update');
}

/** CANCELADA → EM_ANDAMENTO: the recipients not reached yet are sent to, nobody twice. */
export async function restart(ctx: Ctx, id: number) {
  const current = await findRow(ctx, id);
  if (current.status !== 'CANCELADA') throw refused(CAMPAIGN_MESSAGES.notCancelled);
  await prepareShippings(ctx, current);
  if (
    !(await repo.updateIf(
      ctx.db,
      ctx.companyId,
      id,
      { status: 'EM_ANDAMENTO', completedAt: null },
      ['CANCELADA'],
    ))
  )
    throw refused(CAMPAIGN_MESSAGES.notCancelled);
  await startDispatch(ctx, id);
  return announceCampaign(ctx, id, 'update');
}

/** Checked before an upload streams to storage. */
export async function assertMediaEditable(ctx: Ctx, id: number) {
  const current = await findRow(ctx, id);
  if (editWindow(current.status, current.scheduledAt, ctx.clock.now()) !== 'all')
    throw refused(CAMPAIGN_MESSAGES.notEditable);
  return current;
}

export async function attachMedia(ctx: Ctx, id: number, file: { path: string; name: string }) {
  const current = await assertMediaEditable(ctx, id);
  await repo.updateIf(ctx.db, ctx.companyId, id, { mediaPath: file.path, mediaName: file.name });
  if (current.mediaPath && current.mediaPath !== file.path)
    await ctx.media.remove(current.mediaPath);
  return announceCampaign(ctx, id, 'update');
}

export async function detachMedia(ctx: Ctx, id: number) {
  const current = await assertMediaEditable(ctx, id);
  await repo.updateIf(ctx.db, ctx.companyId, id, { mediaPath: null, mediaName: null });
  if (current.mediaPath) await ctx.media.remove(current.mediaPath);
  return announceCampaign(ctx, id, 'update');
}

export async function media(ctx: Ctx, id: number) {
  const row = await findRow(ctx, id);
  if (!row.mediaPath || !ctx.media.exists(row.mediaPath)) throw campaignNotFound();
  return { stream: ctx.media.open(row.mediaPath), name: row.mediaName ?? 'arquivo' };
}
