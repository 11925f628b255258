import { ACCESS_TOKEN_TTL_SECONDS } from '@atende/shared';
import { decodeJwt } from './jwt';

/** A token is renewed once this share of its life has passed. */
export const RENEW_AT_SHARE = 0.8;

/**
 * When the access token is due for renewal, by this device's clock. A phone's clock may be
 * minutes off the server's (which wrote `iat`), so `iat` is read through the offset measured at
 * our last renewal, and a token never counts as younger than the time this page has seen it:
 * a clock that runs ahead costs one early renewal, never a late one.
 */
export function createTokenClock(now: () => number = Date.now) {
  /** The server's clock minus this device's, in ms. */
  let offsetMs = 0;
  let seen: { token: string; at: number } | null = null;

  const issuedAt = (token: string, iat: number) => {
    if (seen?.token !== token) seen = { token, at: now() };
    return Math.min(seen.at, iat * 1000 - offsetMs);
  };

  return {
    /** A token just received from the server: its `iat` is the server's time now. */
    renewed(token: string | null) {
      const iat = decodeJwt(token)?.iat;
      if (!token || typeof iat !== 'number') return;
      offsetMs = iat * 1000 - now();
      seen = { token, at: now() };
    },
    /** Milliseconds until the token should be renewed (≤ 0: now); null for no usable token. */
    renewalDueIn(token: string | null): number | null {
      const claims = decodeJwt(token);
      if (!token || typeof claims?.exp !== 'number') return null;
      const iat = claims.iat ?? claims.exp - ACCESS_TOKEN_TTL_SECONDS;
      const lifeMs = (claims.exp - iat) * 1000;
      return issuedAt(token, iat) + lifeMs * RENEW_AT_SHARE - now();
    },
  };
}
