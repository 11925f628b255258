import { CAMPAIGN_MESSAGES, type ShippingStatus } from '@atende/shared';
import type { SystemCtx } from '../../context';
import { findWhatsapp } from '../whatsapps/whatsapps.repo';
import { dispatchCampaignJob } from './campaign.jobs';
import { announceCampaign } from './campaign-events';
import { recordCampaignTexts } from './campaign-inbox';
import { sendToRecipient, type Outcome } from './campaign-send';
import { readSettings } from './campaign-settings';
import { filledVariants } from './campaign-text';
import * as repo from './campaigns.repo';
import { takeSlot } from './delivery.repo';
import * as shippings from './shippings.repo';

/** How often a paused campaign looks at its connection again. */
const PAUSED_RECHECK_MS = 30_000;

/** One row per recipient of the campaign's target (idempotent: a second call adds only new ones). */
export async function prepareShippings(ctx: SystemCtx, c: repo.CampaignRow) {
  const variants = filledVariants(c);
  if (c.contactListId)
    await shippings.prepareFromList(ctx.db, ctx.companyId, c.id, c.contactListId, variants);
  else if (c.tagListId)
    await shippings.prepareFromTag(ctx.db, ctx.companyId, c.id, c.tagListId, variants);
}

/** The start job may run a moment early by this process's clock (the database's is the judge). */
const START_TOLERANCE_MS = 5_000;

/** PROGRAMADA → EM_ANDAMENTO once its scheduledAt has come; false when not (yet) due. */
export async function startCampaign(ctx: SystemCtx, id: number) {
  const now = ctx.clock.now();
  const c = await repo.findView(ctx.db, ctx.companyId, id);
  if (!c || c.status !== 'PROGRAMADA' || !c.scheduledAt) return false;
  if (c.scheduledAt.getTime() > now.getTime() + START_TOLERANCE_MS) return false;
  await prepareShippings(ctx, c);
  const started = await repo.updateIf(
    ctx.db,
    ctx.companyId,
    id,
    { status: 'EM_ANDAMENTO', dispatchAt: now },
    ['PROGRAMADA'],
  );
  if (!started) return false;
  await ctx.jobs.send(dispatchCampaignJob, { companyId: ctx.companyId, campaignId: id });
  await announceCampaign(ctx, id, 'update');
  return true;
}

/** Which rows a run may take, in priority order: (from, claim) pairs. */
function steps(c: repo.CampaignRow): Array<[ShippingStatus, 'sending' | 'confirming']> {
  if (c.status === 'FINALIZADA') return [['confirmed', 'sending']]; // late confirmations
  if (!c.confirmation) return [['pending', 'sending']];
  return [
    ['confirmed', 'sending'],
    ['pending', 'confirming'],
  ];
}

async function pause(ctx: SystemCtx, c: repo.CampaignRow, reason: string | null) {
  if (c.pausedReason === reason) return;
  await repo.updateIf(ctx.db, ctx.companyId, c.id, { pausedReason: reason });
  await announceCampaign(ctx, c.id, 'update');
}

/** Every row settled (awaiting a confirmation counts: the campaign's part is done). */
async function finishIfSettled(ctx: SystemCtx, c: repo.CampaignRow) {
  const open = await shippings.hasClaimable(ctx.db, c.id, [
    'pending',
    'confirmed',
    'confirming',
    'sending',
  ]);
  if (open) return;
  const finished = await repo.updateIf(
    ctx.db,
    ctx.companyId,
    c.id,
    { status: 'FINALIZADA', completedAt: ctx.clock.now(), pausedReason: null },
    ['EM_ANDAMENTO'],
  );
  if (finished) await announceCampaign(ctx, c.id, 'update');
}

/**
 * One step of a running campaign: waits for the connection's next slot, claims one
 * recipient, sends, settles. Answers when the next step is due, or null when the campaign
 * has nothing left to send. Safe to run in any number of processes at once: the slot and the
 * claim are each taken by one statement that only one of them can win.
 */
export async function dispatchNext(
  ctx: SystemCtx,
  id: number,
  random: () => number = Math.random,
): Promise<Date | null> {
  const now = ctx.clock.now();
  const c = await repo.findView(ctx.db, ctx.companyId, id);
  if (!c || (c.status !== 'EM_ANDAMENTO' && c.status !== 'FINALIZADA')) return null;
  let step: [ShippingStatus, 'sending' | 'confirming'] | undefined;
  for (const s of steps(c)) {
    if (await shippings.hasClaimable(ctx.db, id, [s[0]])) {
      step = s;
      break;
    }
  }
  if (!step) {
    if (c.status === 'EM_ANDAMENTO') await finishIfSettled(ctx, c);
    return null;
  }
  const conn = c.whatsappId ? await findWhatsapp(ctx.db, ctx.companyId, c.whatsappId) : undefined;
  if (!conn || conn.status !== 'CONNECTED') {
    await pause(ctx, c, CAMPAIGN_MESSAGES.paused);
    return new Date(now.getTime() + PAUSED_RECHECK_MS);
  }
  await pause(ctx, c, null);
  const settings = await readSettings(ctx.db, ctx.companyId);
  const interval = settings.messageInterval * 1000;
  const slot = await takeSlot(ctx.db, conn.id, now, {
    // a random pause between half and all of the interval (decision 0071)
    gapMs: Math.round(interval / 2 + (random() * interval) / 2),
    greaterMs: settings.greaterInterval * 1000,
    after: settings.longerIntervalAfter,
  });
  if (!slot.granted) return slot.nextAt;
  const row = await shippings.claimNext(ctx.db, id, step[0], step[1], now);
  if (!row) return now; // another process took it: look again
  const outcome: Outcome = await sendToRecipient(ctx, c, conn, row, settings.variables);
  await shippings.settle(ctx.db, row.id, step[1], outcome.patch(step[0], ctx.clock.now()));
  // a recipient already talking to the company sees the text in that conversation
  if (outcome.sentText) await recordCampaignTexts(ctx, row.number);
  await announceCampaign(ctx, id, 'update', { progress: true });
  return outcome.retryAfter ? new Date(now.getTime() + PAUSED_RECHECK_MS) : slot.nextAt;
}

/** How long one dispatch run keeps sending before it hands over to a fresh job. */
const RUN_BUDGET_MS = 20_000;

/**
 * The dispatch job: steps while the next one is due at once (no pause configured), then
 * enqueues the next run at its paced time.
 */
export async function dispatchHandler(ctx: SystemCtx, campaignId: number) {
  const started = Date.now();
  for (;;) {
    const next = await dispatchNext(ctx, campaignId);
    if (!next) return;
    const due = next.getTime() <= ctx.clock.now().getTime();
    if (due && Date.now() - started < RUN_BUDGET_MS) continue;
    await repo.updateIf(ctx.db, ctx.companyId, campaignId, { dispatchAt: next });
    await ctx.jobs.send(
      dispatchCampaignJob,
      { companyId: ctx.companyId, campaignId },
      { startAfter: next },
    );
    return;
  }
}

/** A reply from a recipient waiting for confirmation: its real message goes next. */
export async function answerConfirmation(ctx: SystemCtx, number: string) {
  const confirmed = await shippings.confirmWaiting(ctx.db, ctx.companyId, number, ctx.clock.now());
  for (const campaignId of new Set(confirmed.map((r) => r.campaignId))) {
    await ctx.jobs.send(dispatchCampaignJob, { companyId: ctx.companyId, campaignId });
    await announceCampaign(ctx, campaignId, 'update', { progress: true });
  }
}
