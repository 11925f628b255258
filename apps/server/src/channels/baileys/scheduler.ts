/** Runs something later; returns how to cancel it. Tests pass one driven by their clock. */
export interface Scheduler {
  after(ms: number, fn: () => void): () => void;
}

export const timerScheduler: Scheduler = {
  after(ms, fn) {
    const t = setTimeout(fn, ms);
    t.unref();
    return () => clearTimeout(t);
  },
};

/** The wait before reconnect attempt `n` (0-based): 1 s doubling up to a minute. */
export const backoffMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 60_000);
