import { SWEEP_BATCH, sweepInBatches, type SweepCtx } from '../../jobs/sweep';
import { toUserDTO } from './user-dto';
import { takeAbsentUsersOffline } from './presence.repo';
import { queuesOfUsers } from './users.repo';

/** The web app pings every 5 minutes (userStatus); 5 minutes after the last one, offline. */
export const PRESENCE_TIMEOUT_MS = 5 * 60_000;

/**
 * Clears the online flag of users whose status pings stopped (a closed laptop, a process that
 * died before it saw the socket go) and tells their company, as any change of a user is told.
 */
export async function clearAbsentUsers(sweep: SweepCtx) {
  const seenBy = new Date(sweep.clock.now().getTime() - PRESENCE_TIMEOUT_MS);
  await sweepInBatches(
    sweep,
    'clearAbsentUsers',
    () => takeAbsentUsersOffline(sweep.db, seenBy, SWEEP_BATCH),
    async (user) => {
      const queues = await queuesOfUsers(sweep.db, user.companyId, [user.id]);
      sweep.events.emit({
        type: 'user.updated',
        companyId: user.companyId,
        user: toUserDTO(user, queues.get(user.id) ?? []),
      });
    },
  );
}
