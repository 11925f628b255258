import { describe, expect, it } from 'vitest';
import { RENEW_AT_SHARE, createTokenClock } from './token-clock';

const MINUTE = 60_000;

/** A token issued at `iatMs` on the server's clock, for 15 minutes. */
function token(iatMs: number): string {
  const iat = Math.floor(iatMs / 1000);
  const claims = { id: 1, iat, exp: iat + 15 * 60 };
  return `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
}

describe('the token clock', () => {
  it('renews at 80 % of the life of a token the page already held for a while', () => {
    let now = 1_000_000 * MINUTE;
    const clock = createTokenClock(() => now);
    // the page reloaded 10 minutes into the token's life
    expect(clock.renewalDueIn(token(now - 10 * MINUTE))).toBe(
      15 * MINUTE * RENEW_AT_SHARE - 10 * MINUTE,
    );
    now += MINUTE;
    expect(clock.renewalDueIn(token(now - 11 * MINUTE))).toBe(MINUTE);
  });

  it('a phone clock 20 minutes ahead costs one early renewal, then follows the server', () => {
    const server = 1_000_000 * MINUTE;
    let now = server + 20 * MINUTE;
    const clock = createTokenClock(() => now);
    const first = token(server);
    expect(clock.renewalDueIn(first)).toBeLessThanOrEqual(0);
    const renewed = token(server + 1000);
    now += 1000;
    clock.renewed(renewed);
    expect(clock.renewalDueIn(renewed)).toBe(12 * MINUTE);
  });

  it('a phone clock behind the server never renews late', () => {
    const server = 1_000_000 * MINUTE;
    let now = server - 30 * MINUTE;
    const clock = createTokenClock(() => now);
    const fresh = token(server);
    expect(clock.renewalDueIn(fresh)).toBe(12 * MINUTE);
    now += 12 * MINUTE;
    expect(clock.renewalDueIn(fresh)).toBe(0);
  });
});
