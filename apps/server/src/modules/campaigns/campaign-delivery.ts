import { CAMPAIGN_MESSAGES, type CampaignSettingsData, type ShippingStatus } from '@atende/shared';
import type { SystemCtx } from '../../context';
import { findWhatsapp, type WhatsappRow } from '../whatsapps/whatsapps.repo';
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

/**
 * Dispatch chains a start enqueues: each job runs in whichever process takes it, so with
 * several workers more than one of them sends (decision 0074). A chain hands over to a fresh
 * job after its run budget; extra chains share the claims and the pace.
 */
export const DISPATCH_CHAINS = 2;

/** The further chains start this much later (real time), once the first is under way. */
const CHAIN_STAGGER_MS = 1_000;

export async function startDispatch(ctx: SystemCtx, campaignId: number) {
  const payload = { companyId: ctx.companyId, campaignId };
  await ctx.jobs.send(dispatchCampaignJob, payload);
  for (let i = 1; i < DISPATCH_CHAINS; i++)
    await ctx.jobs.send(dispatchCampaignJob, payload, {
      startAfter: new Date(Date.now() + i * CHAIN_STAGGER_MS),
    });
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
  await startDispatch(ctx, id);
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

/** When the next step is due. */
interface Step {
  next: Date;
  /** A recipient's send was settled in this step. */
  sent?: boolean;
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
  return (await dispatchStep(ctx, id, random))?.next ?? null;
}

/** What a lane reads once a second instead of at every step. */
interface LaneView {
  readAt: number;
  c: repo.CampaignRow;
  step: [ShippingStatus, 'sending' | 'confirming'];
  conn: WhatsappRow;
  settings: CampaignSettingsData;
}
const VIEW_TTL_MS = 1_000;
/** A claimed row waits out a channel's rate limits this long before it is freed for later. */
const MAX_RATE_WAIT_MS = 5_000;

/** The campaign, its next kind of step, its connection and settings; null when it is done. */
async function readView(ctx: SystemCtx, id: number): Promise<LaneView | Step | null> {
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
    return { next: new Date(ctx.clock.now().getTime() + PAUSED_RECHECK_MS) };
  }
  await pause(ctx, c, null);
  const settings = await readSettings(ctx.db, ctx.companyId);
  return { readAt: Date.now(), c, step, conn, settings };
}

/**
 * One step; a lane passes its `lane` so the campaign, connection and settings are read once a
 * second, not at every send (the claim itself checks that the campaign still runs).
 */
async function dispatchStep(
  ctx: SystemCtx,
  id: number,
  random: () => number = Math.random,
  lane: { view?: LaneView } = {},
): Promise<Step | null> {
  const now = ctx.clock.now();
  if (!lane.view || Date.now() - lane.view.readAt >= VIEW_TTL_MS) {
    lane.view = undefined;
    const read = await readView(ctx, id);
    if (!read || !('c' in read)) return read;
    lane.view = read;
  }
  const { c, step, conn, settings } = lane.view;
  const interval = settings.messageInterval * 1000;
  let nextAt = now;
  // no interval and no longer pause: the connection's pace has nothing to hold back
  if (interval > 0 || (settings.longerIntervalAfter > 0 && settings.greaterInterval > 0)) {
    const slot = await takeSlot(ctx.db, conn.id, now, {
      // a random pause between half and all of the interval (decision 0071)
      gapMs: Math.round(interval / 2 + (random() * interval) / 2),
      greaterMs: settings.greaterInterval * 1000,
      after: settings.longerIntervalAfter,
    });
    if (!slot.granted) return { next: slot.nextAt };
    nextAt = slot.nextAt;
  }
  const row = await shippings.claimNext(ctx.db, id, step[0], step[1], now);
  if (!row) {
    lane.view = undefined; // none left of this kind, or taken elsewhere: read again
    return { next: now };
  }
  let outcome: Outcome = await sendToRecipient(ctx, c, conn, row, settings.variables);
  // a rate limit refused before taking anything: the claim is still ours, so this very row is
  // tried again when the channel says, without a round trip to the database (decision 0074)
  for (let waited = 0; outcome.retryAfterMs !== undefined && waited < MAX_RATE_WAIT_MS;) {
    const wait = Math.max(1, outcome.retryAfterMs);
    await new Promise((r) => setTimeout(r, wait));
    waited += wait;
    outcome = await sendToRecipient(ctx, c, conn, row, settings.variables);
  }
  await shippings.settle(ctx.db, row.id, step[1], outcome.patch(step[0], ctx.clock.now()));
  // a recipient already talking to the company sees the text in that conversation
  if (outcome.sentText) await recordCampaignTexts(ctx, row.number);
  await announceCampaign(ctx, id, 'update', { progress: true });
  if (outcome.retryAfterMs !== undefined) return { next: new Date(now.getTime() + 1_000) };
  if (outcome.retryAfter) {
    lane.view = undefined;
    return { next: new Date(now.getTime() + PAUSED_RECHECK_MS) };
  }
  return { next: nextAt, sent: true };
}

/** How long one dispatch run keeps sending before it hands over to a fresh job. */
const RUN_BUDGET_MS = 20_000;
/**
 * Steps a run takes at once (decision 0074): with no pause configured, one step's round trips
 * (claim, send, settle) would cap a campaign below what a connection takes; with a pause, the
 * lanes just wait on the one shared slot.
 */
export const DISPATCH_LANES = 8;

/**
 * One lane of a run: steps while the next one is due at once (or only a rate limit's short
 * wait away), then answers when the next run is due, or null when nothing is left.
 */
async function runLane(ctx: SystemCtx, campaignId: number, run: Run) {
  const lane: { view?: LaneView } = {};
  for (;;) {
    const step = await dispatchStep(ctx, campaignId, Math.random, lane);
    if (!step) return null;
    if (step.sent) run.sent++;
    const wait = step.next.getTime() - ctx.clock.now().getTime();
    if (wait <= 0 && Date.now() - run.started < RUN_BUDGET_MS) continue;
    return step.next;
  }
}

interface Run {
  started: number;
  sent: number;
}

/**
 * The dispatch job: its lanes step while the next step is due at once (no pause configured),
 * then it enqueues the next run at the earliest paced time.
 */
export async function dispatchHandler(ctx: SystemCtx, campaignId: number) {
  const run: Run = { started: Date.now(), sent: 0 };
  const lanes = await Promise.all(
    Array.from({ length: DISPATCH_LANES }, () => runLane(ctx, campaignId, run)),
  );
  // operators (and the two-worker test) see which process sent how many
  if (run.sent)
    ctx.log.info({ campaignId, sent: run.sent, pid: process.pid }, 'campaign dispatch run');
  const nexts = lanes.filter((n): n is Date => n !== null).map((n) => n.getTime());
  if (!nexts.length) return;
  const next = new Date(Math.min(...nexts));
  await repo.updateIf(ctx.db, ctx.companyId, campaignId, { dispatchAt: next });
  await ctx.jobs.send(
    dispatchCampaignJob,
    { companyId: ctx.companyId, campaignId },
    { startAfter: next },
  );
}

/** A reply from a recipient waiting for confirmation: its real message goes next. */
export async function answerConfirmation(ctx: SystemCtx, number: string) {
  const confirmed = await shippings.confirmWaiting(ctx.db, ctx.companyId, number, ctx.clock.now());
  for (const campaignId of new Set(confirmed.map((r) => r.campaignId))) {
    await ctx.jobs.send(dispatchCampaignJob, { companyId: ctx.companyId, campaignId });
    await announceCampaign(ctx, campaignId, 'update', { progress: true });
  }
}
