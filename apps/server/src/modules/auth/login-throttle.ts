import { createWindowCounter } from '../../http/window-counter';

/**
 * Slows password guessing without letting anyone lock an account out
 * (docs/decisions/0013-client-addresses-and-login-throttling.md):
 * - an address is refused after `perAddress` failures, whatever the accounts;
 * - an account is refused from one address after `perAccountAddress` failures from it;
 * - once an account has `perAccount` failures from anywhere, every address that has failed on
 *   it is refused, while an address with no failure on it can still log in.
 * Counts live in the process's memory over a sliding window.
 */
export interface LoginThrottle {
  isBlocked(account: string, address: string, now: number): boolean;
  recordFailure(account: string, address: string, now: number): void;
  recordSuccess(account: string, address: string): void;
}

export interface LoginThrottleLimits {
  windowMs: number;
  perAddress: number;
  perAccountAddress: number;
  perAccount: number;
}

export function createLoginThrottle(limits: LoginThrottleLimits): LoginThrottle {
  const failures = createWindowCounter(limits.windowMs);
  const keys = (account: string, address: string) => ({
    address: `ip:${address}`,
    pair: `pair:${account}|${address}`,
    account: `acct:${account}`,
  });
  return {
    isBlocked(account, address, now) {
      const k = keys(account, address);
      const pair = failures.count(k.pair, now);
      return (
        failures.count(k.address, now) >= limits.perAddress ||
        pair >= limits.perAccountAddress ||
        (pair > 0 && failures.count(k.account, now) >= limits.perAccount)
      );
    },
    recordFailure(account, address, now) {
      for (const key of Object.values(keys(account, address))) failures.add(key, now);
    },
    recordSuccess(account, address) {
      failures.clear(keys(account, address).pair);
    },
  };
}
