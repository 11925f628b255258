import type { SystemCtx } from '../../context';
import { toCampaignDTO } from './campaigns.dto';
import * as repo from './campaigns.repo';
import { counts } from './shippings.repo';

/** Progress is told at most this often per campaign and process (status changes at once). */
const PROGRESS_EVERY_MS = 1_000;
const lastProgress = new Map<number, number>();
const trailing = new Set<number>();

/**
 * Emits the campaign as it now is, with its report's figures when it has recipients, and
 * returns the record. `progress` events are thinned out: a 10,000-recipient run would
 * otherwise count its rows after every send.
 */
export async function announceCampaign(
  ctx: SystemCtx,
  id: number,
  action: 'create' | 'update',
  opts: { progress?: boolean } = {},
) {
  const now = Date.now();
  const wait = PROGRESS_EVERY_MS - (now - (lastProgress.get(id) ?? 0));
  if (opts.progress && wait > 0) {
    // one trailing event carries the last figures of a burst
    if (!trailing.has(id)) {
      trailing.add(id);
      setTimeout(() => {
        trailing.delete(id);
        announceCampaign(ctx, id, action).catch((err: unknown) =>
          ctx.log.error({ err, campaignId: id }, 'campaign progress not told'),
        );
      }, wait).unref();
    }
    return undefined;
  }
  lastProgress.set(id, now);
  const row = await repo.findView(ctx.db, ctx.companyId, id);
  if (!row) return undefined;
  const record = toCampaignDTO(row);
  const figures =
    row.status === 'INATIVA' || row.status === 'PROGRAMADA' ? undefined : await counts(ctx.db, id);
  ctx.events.emit({
    type: 'campaign.saved',
    companyId: ctx.companyId,
    action,
    record,
    counts: figures,
  });
  return record;
}
