import { RATING_TIMEOUT_MINUTES } from '@atende/shared';
import { SWEEP_BATCH, sweepInBatches, type SweepCtx } from '../../jobs/sweep';
import { expireRatings } from './ticket-tracking.repo';

/**
 * A rating asked RATING_TIMEOUT_MINUTES ago or more and still unanswered expires: the contact's
 * next message then starts a conversation as usual. Nothing on screen shows an awaiting rating,
 * so no event is sent.
 */
export async function expireUnansweredRatings(sweep: SweepCtx) {
  const askedBy = new Date(sweep.clock.now().getTime() - RATING_TIMEOUT_MINUTES * 60_000);
  await sweepInBatches(
    sweep,
    'expireRatings',
    () => expireRatings(sweep.db, askedBy, SWEEP_BATCH),
    async () => {},
  );
}
