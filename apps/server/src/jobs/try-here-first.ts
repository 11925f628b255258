/**
 * Work that can as well start at once in this process, in the background, with its durable
 * job as the fallback. The job queue costs round trips of its own (the job's insert, its
 * fetch, its completion); here they are paid only when the run here fails (the job brings
 * its retries) or when `atOnce` runs are already going (the queue takes the excess).
 *
 * The returned function starts a run and answers a promise that settles when the run, or
 * the queueing that replaced it, has ended. It never rejects: callers need not wait for it.
 */
export function tryHereFirst<P>(opts: {
  atOnce: number;
  run: (payload: P) => Promise<void>;
  queue: (payload: P) => Promise<void>;
  /** A run here failed (the job was queued in its place). */
  onFailure: (err: unknown, payload: P) => void;
}) {
  let running = 0;
  const queue = (payload: P) => opts.queue(payload).catch((err) => opts.onFailure(err, payload));
  return async (payload: P): Promise<void> => {
    if (running >= opts.atOnce) return queue(payload);
    running++;
    try {
      await opts.run(payload);
    } catch (err) {
      opts.onFailure(err, payload);
      await queue(payload);
    } finally {
      running--;
    }
  };
}
