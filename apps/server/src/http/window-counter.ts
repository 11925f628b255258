/** Above this many keys, expired ones are swept so a spray of addresses cannot grow memory. */
const SWEEP_ABOVE = 50_000;

/**
 * Counts events per key over a sliding window, in the process's memory. The building block of
 * the login throttle and the e-mail probe limit.
 */
export function createWindowCounter(windowMs: number) {
  const hits = new Map<string, number[]>();
  const count = (key: string, now: number) => {
    const list = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
    if (list.length) hits.set(key, list);
    else hits.delete(key);
    return list.length;
  };
  return {
    count,
    add(key: string, now: number) {
      if (hits.size > SWEEP_ABOVE) for (const k of [...hits.keys()]) count(k, now);
      count(key, now);
      hits.set(key, [...(hits.get(key) ?? []), now]);
    },
    clear(key: string) {
      hits.delete(key);
    },
  };
}

export type WindowCounter = ReturnType<typeof createWindowCounter>;
