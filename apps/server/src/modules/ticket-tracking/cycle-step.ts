/** What a ticket's cycle needs to know about the ticket, before and after a change. */
export interface CycleTicket {
  status: string;
  queueId: number | null;
  userId: number | null;
}

/**
 * How a ticket change moves its cycle (decision 0042):
 * - wait: the ticket (re)entered waiting or another queue: queued now, nobody on it yet;
 * - start: an agent took it (accept, reopen, new ticket dialog, transfer to a person);
 * - finish: it was closed;
 * - none: nothing the reports count changed (tags, integration flags, a repeated request).
 * A cycle begins when the ticket becomes live (pending or open) and ends when it closes, so a
 * reopened ticket starts a new cycle.
 */
export type CycleStep =
  | { step: 'none' }
  | { step: 'wait'; queueId: number | null }
  | { step: 'start'; queueId: number | null; userId: number }
  | { step: 'finish'; queueId: number | null; userId: number | null };

const live = (status: string) => status === 'pending' || status === 'open';

export function cycleStep(before: CycleTicket | undefined, after: CycleTicket): CycleStep {
  const wasLive = !!before && live(before.status);
  if (after.status === 'closed') {
    return wasLive ? { step: 'finish', queueId: after.queueId, userId: after.userId } : NONE;
  }
  if (!live(after.status)) return NONE;
  const moved = !wasLive || before.queueId !== after.queueId;
  if (after.status === 'pending') {
    return moved || before?.status === 'open' ? { step: 'wait', queueId: after.queueId } : NONE;
  }
  if (after.userId === null) return NONE;
  const taken = moved || before?.status !== 'open' || before.userId !== after.userId;
  return taken ? { step: 'start', queueId: after.queueId, userId: after.userId } : NONE;
}

const NONE: CycleStep = { step: 'none' };
