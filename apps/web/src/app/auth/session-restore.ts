import type { LoginResponse } from '@atende/shared';
import { api } from '../../lib/api-client';
import { noteSessionEnd } from '../../lib/session-end';
import { clearSession, getToken } from '../../lib/session-storage';

/**
 * The session check, started as the app's code runs rather than after React's first render: a
 * stored token means a session may still be alive, and the refresh cookie tells. Resolves to
 * the session, or null when there is none (its leftovers cleared).
 */
export function restoreSession(): Promise<LoginResponse | null> {
  if (getToken() === null) return Promise.resolve(null);
  return api.refreshSession<LoginResponse>().catch((err: unknown) => {
    noteSessionEnd(err);
    clearSession();
    return null;
  });
}
