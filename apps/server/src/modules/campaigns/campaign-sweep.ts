import type { SweepCtx } from '../../jobs/sweep';
import { dispatchCampaignJob } from './campaign.jobs';
import { announceCampaign } from './campaign-events';
import { startCampaign } from './campaign-delivery';
import * as repo from './campaigns.repo';
import { listDue, listStalled } from './delivery.repo';
import { expireClaims } from './shippings.repo';

/**
 * A claim this old belongs to a process that died mid-send (a send takes seconds; the
 * dispatch run expires after 60 s).
 */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** A running campaign whose next run is this late lost its chain with its process. */
const STALLED_MS = 2 * 60_000;

/**
 * Once a minute: starts the campaigns whose time has come (should their start job be lost),
 * reports the claims of dead processes as 'unknown', and restarts lost dispatch chains.
 */
export async function sweepCampaigns(sweep: SweepCtx) {
  const now = sweep.clock.now();
  for (const due of await listDue(sweep.db, now))
    await startCampaign(sweep.company(due.companyId), due.id);
  const expired = await expireClaims(sweep.db, new Date(now.getTime() - CLAIM_LEASE_MS));
  const touched = new Map(expired.map((r) => [r.campaignId, r.companyId]));
  for (const stalled of await listStalled(sweep.db, new Date(now.getTime() - STALLED_MS))) {
    const ctx = sweep.company(stalled.companyId);
    await repo.updateIf(ctx.db, stalled.companyId, stalled.id, { dispatchAt: now });
    await ctx.jobs.send(dispatchCampaignJob, {
      companyId: stalled.companyId,
      campaignId: stalled.id,
    });
    touched.delete(stalled.id);
  }
  for (const [campaignId, companyId] of touched) {
    await announceCampaign(sweep.company(companyId), campaignId, 'update');
  }
  return { expired: expired.length };
}
