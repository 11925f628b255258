import { ApiError } from './api-client';

/**
 * Why the server ended this browser's session (a refresh or a request answered 401), kept
 * until the login page shows it: a company that fell overdue or was switched off, a password
 * reset elsewhere. Without it the user landed on an empty login page with no reason given.
 */
let reason: ApiError | undefined;

export function noteSessionEnd(error: unknown) {
  if (error instanceof ApiError && error.status === 401) reason = error;
}

/** The reason, once: a later visit to the login page starts clean. */
export function takeSessionEnd(): ApiError | undefined {
  const taken = reason;
  reason = undefined;
  return taken;
}
