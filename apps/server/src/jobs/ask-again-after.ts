/**
 * Remembers which keys were handled lately, so work that a customer's every message would
 * repeat (a picture lookup already queued or done) runs once per pause. Bounded: past
 * `remembered` keys it forgets them all and starts again.
 */
export function askAgainAfter(pauseMs: number, remembered = 50_000) {
  const handledAt = new Map<string, number>();
  /** True the first time for `key`, then again only once `pauseMs` has passed. */
  return (key: string, now: Date) => {
    const last = handledAt.get(key);
    if (last !== undefined && now.getTime() - last < pauseMs) return false;
    if (handledAt.size >= remembered) handledAt.clear();
    handledAt.set(key, now.getTime());
    return true;
  };
}
