import { STORAGE_KEYS } from '../../lib/session-storage';

/** The manager's filters as it opens: every ticket the user may list, in their queues. */
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
