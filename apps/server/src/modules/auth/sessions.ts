import type { PublicCtx } from '../../context';
import * as repo from './auth.repo';

export interface EndSessionsOptions {
  /** Keep this session (a user changing their own password stays signed in here). */
  keep?: string;
  /** A login elsewhere: this session becomes the live one and the older one is told so. */
  replacedBy?: string;
  /** The user's own logout: their sockets are closed without being told the session ended. */
  loggedOut?: boolean;
}

/**
 * The one way a user's sessions end: logout, a login elsewhere, a password change, the user's
 * removal, a stolen refresh token. Revokes the refresh tokens, clears (or replaces) the live
 * session so access tokens stop at once, and tells the user's sockets after the write is
 * committed, so no request can cache the ended session again.
 */
export async function endUserSessions(
  ctx: Pick<PublicCtx, 'db' | 'events' | 'clock'>,
  companyId: number,
  userId: number,
  opts: EndSessionsOptions = {},
) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await repo.revokeUserRefreshTokens(tx, userId, now, opts.keep);
    if (!opts.keep) await repo.setUserSession(tx, companyId, userId, opts.replacedBy ?? null);
  });
  if (opts.keep) return; // one live session per user: no other socket to tell
  ctx.events.emit(
    opts.replacedBy
      ? { type: 'auth.sessionReplaced', companyId, userId, sessionId: opts.replacedBy }
      : { type: 'auth.sessionEnded', companyId, userId, loggedOut: opts.loggedOut },
  );
}

/**
 * A company switched off: every one of its users is signed out at once, their open tabs told
 * (as for any ended session), instead of working on until their access token expires.
 */
export async function endCompanySessions(
  ctx: Pick<PublicCtx, 'db' | 'events' | 'clock'>,
  companyId: number,
) {
  const ended = await ctx.db.transaction((tx) =>
    repo.clearCompanySessions(tx, companyId, ctx.clock.now()),
  );
  for (const user of ended) {
    ctx.events.emit({ type: 'auth.sessionEnded', companyId, userId: user.id });
  }
}
