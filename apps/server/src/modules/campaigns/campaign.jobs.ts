import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';
import { defineSweep } from '../../jobs/sweep';

const payload = z.object({ companyId: z.number().int(), campaignId: z.number().int() });

/** Starts a PROGRAMADA campaign at its scheduledAt (the minute sweep catches any missed). */
export const startCampaignJob = defineJob({
  name: 'campaign.start',
  schema: payload,
  retryLimit: 3,
  retryDelaySeconds: 5,
});

/** One send of a running campaign, then the next run is enqueued at its paced time. */
export const dispatchCampaignJob = defineJob({
  name: 'campaign.dispatch',
  schema: payload,
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 60,
});

/** The minute sweep: due campaigns, claims of dead processes, lost dispatch chains. */
export const campaignSweepJob = defineSweep('campaign.sweep');
