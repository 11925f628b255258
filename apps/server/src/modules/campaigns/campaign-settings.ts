import {
  CAMPAIGN_SETTING_DEFAULTS,
  type CampaignSettingsData,
  type CampaignVariable,
} from '@atende/shared';
import { eq } from 'drizzle-orm';
import type { Ctx } from '../../context';
import type { Executor } from '../../db/client';
import { campaignSettings } from '../../db/schema';

export interface Pacing {
  messageInterval: number;
  longerIntervalAfter: number;
  greaterInterval: number;
}

/** The company's settings with the spec's defaults for any key never saved. */
export async function readSettings(db: Executor, companyId: number): Promise<CampaignSettingsData> {
  const rows = await db
    .select()
    .from(campaignSettings)
    .where(eq(campaignSettings.companyId, companyId));
  const raw = new Map(rows.map((r) => [r.key, r.value]));
  const num = (key: keyof Pacing) => {
    const v = Number(raw.get(key));
    return raw.has(key) && Number.isFinite(v) ? v : CAMPAIGN_SETTING_DEFAULTS[key];
  };
  let variables: CampaignVariable[] = [];
  try {
    const parsed: unknown = JSON.parse(raw.get('variables') ?? '[]');
    if (Array.isArray(parsed)) variables = parsed as CampaignVariable[];
  } catch {
    variables = [];
  }
  return {
    messageInterval: num('messageInterval'),
    longerIntervalAfter: num('longerIntervalAfter'),
    greaterInterval: num('greaterInterval'),
    variables,
  };
}

/** GET /campaign-settings: the spec's key/value list (variables JSON-encoded). */
export const asKeyValues = (s: CampaignSettingsData) => [
  { key: 'messageInterval', value: String(s.messageInterval) },
  { key: 'longerIntervalAfter', value: String(s.longerIntervalAfter) },
  { key: 'greaterInterval', value: String(s.greaterInterval) },
  { key: 'variables', value: JSON.stringify(s.variables) },
];

export async function getSettings(ctx: Ctx) {
  return asKeyValues(await readSettings(ctx.db, ctx.companyId));
}

export async function saveSettings(ctx: Ctx, input: CampaignSettingsData) {
  await ctx.db.transaction(async (tx) => {
    for (const { key, value } of asKeyValues(input)) {
      await tx
        .insert(campaignSettings)
        .values({ companyId: ctx.companyId, key, value })
        .onConflictDoUpdate({
          target: [campaignSettings.companyId, campaignSettings.key],
          set: { value, updatedAt: new Date() },
        });
    }
  });
  return asKeyValues(input);
}
