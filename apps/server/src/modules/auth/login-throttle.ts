/**
 * Counts failed logins per address and per account in a sliding window. In-process: with
 * several API instances each keeps its own count (docs/decisions/0004-auth-sessions.md).
 */
export interface LoginThrottle {
  isBlocked(keys: string[], now: number): boolean;
  recordFailure(keys: string[], now: number): void;
  reset(keys: string[]): void;
}

export function createLoginThrottle(opts: {
  windowMs: number;
  limits: { prefix: string; max: number }[];
}): LoginThrottle {
  const failures = new Map<string, number[]>();
  const maxFor = (key: string) =>
    opts.limits.find((l) => key.startsWith(l.prefix))?.max ?? Number.POSITIVE_INFINITY;
  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((t) => now - t < opts.windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    isBlocked: (keys, now) => keys.some((k) => recent(k, now).length >= maxFor(k)),
    recordFailure(keys, now) {
      for (const k of keys) failures.set(k, [...recent(k, now), now]);
    },
    reset(keys) {
      for (const k of keys) failures.delete(k);
    },
  };
}
