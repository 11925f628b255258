/**
 * Work someone is waiting for, as against work that can as well start a moment later. A
 * customer's message on its way to the agents' screens counts itself here while it runs
 * (`asForeground`); background extras it caused, a contact's picture for one, wait for a
 * moment with no such message in this process (`whenForegroundQuiet`), at most `atMostMs`.
 * So a burst of new customers is stored and shown before their pictures are asked for, on a
 * machine whose cores the burst fills; where messages leave gaps, the wait is nothing.
 * Per process: it shares out this process's CPU (decision 0121).
 */
let inFlight = 0;
const waiters = new Set<() => void>();

export async function asForeground<T>(work: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
    if (inFlight === 0) for (const wake of [...waiters]) wake();
  }
}

/** Resolves at the first moment with nothing in the foreground, or after `atMostMs`. */
export function whenForegroundQuiet(atMostMs: number): Promise<void> {
  if (inFlight === 0 || atMostMs <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      waiters.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, atMostMs);
    waiters.add(wake);
  });
}
