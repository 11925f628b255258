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

/** Above this many keys, expired ones are swept so a spray of addresses cannot grow memory. */
const SWEEP_ABOVE = 50_000;

export function createLoginThrottle(limits: LoginThrottleLimits): LoginThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((t) => now - t < limits.windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list.length;
  };
  const keys = (account: string, address: string) => ({
    address: `ip:${address}`,
    pair: `pair:${account}|${address}`,
    account: `acct:${account}`,
  });
  return {
    isBlocked(account, address, now) {
      const k = keys(account, address);
      const pair = recent(k.pair, now);
      return (
        recent(k.address, now) >= limits.perAddress ||
        pair >= limits.perAccountAddress ||
        (pair > 0 && recent(k.account, now) >= limits.perAccount)
      );
    },
    recordFailure(account, address, now) {
      if (failures.size > SWEEP_ABOVE) for (const key of [...failures.keys()]) recent(key, now);
      for (const key of Object.values(keys(account, address))) {
        recent(key, now);
        failures.set(key, [...(failures.get(key) ?? []), now]);
      }
    },
    recordSuccess(account, address) {
      failures.delete(keys(account, address).pair);
    },
  };
}
