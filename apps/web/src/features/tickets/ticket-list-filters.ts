import { STORAGE_KEYS } from '../../lib/session-storage';

/** The manager's lists' filters as it opens: show-all, and the queues asked for (queuesAskedFor). */
export interface ListFilters {
  showAll: boolean;
  queueIds: number[];
}

/**
 * Kept when the page opens, so that the next start-up can ask for the lists before the session
 * check has answered (docs/decisions/0035-start-up-requests.md). Cleared with the session.
 */
export function rememberListFilters(filters: ListFilters): void {
  localStorage.setItem(STORAGE_KEYS.ticketLists, JSON.stringify(filters));
}

export function rememberedListFilters(): ListFilters | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEYS.ticketLists) ?? 'null') as unknown;
    const { showAll, queueIds } = (kept ?? {}) as Partial<ListFilters>;
    const valid =
      typeof showAll === 'boolean' &&
      Array.isArray(queueIds) &&
      queueIds.every((id) => Number.isInteger(id));
    return valid ? { showAll, queueIds } : null;
  } catch {
    return null;
  }
}

/**
 * The queues a list asks for, from those chosen in the filter. Every one of the user's queues
 * chosen ('Todas') is no queue filter for an admin, who may list the tickets of every queue
 * (show-all, the closed tab, search): asking for their own queues would leave out the queues
 * they are not a member of. A user's lists are bounded by their queues anyway. A narrower
 * choice asks for the queues chosen.
 */
export function queuesAskedFor(chosen: number[], myQueues: number[], admin: boolean): number[] {
  const all = myQueues.every((id) => chosen.includes(id));
  return admin && all ? [] : chosen;
}

/**
 * The queue filter once the user's own queues changed (an admin edited them, or deleted one):
 * a filter of all of them becomes all of the new ones; a narrower one keeps what remains of it,
 * or all of the new ones when nothing remains.
 */
export function followMyQueues(filter: number[], before: number[], after: number[]): number[] {
  const wasAll = before.every((id) => filter.includes(id));
  const kept = filter.filter((id) => after.includes(id));
  return wasAll || !kept.length ? after : kept;
}
