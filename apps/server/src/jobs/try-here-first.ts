/**
 * Work that can as well start at once in this process, in the background, with its durable
 * job as the fallback. The job queue costs round trips of its own (the job's insert, its
 * fetch, its completion); here they are paid only when the run here fails (the job brings
 * its retries) or when the process already has `atOnce` runs going and `waitingAtMost` more
 * waiting in memory (the queue takes the excess). Work waiting here is lost if the process
 * stops: only work that may be asked for again belongs here.
 *
 * The returned function starts a run and answers a promise that settles when the run, or
 * the queueing that replaced it, has ended. It never rejects: callers need not wait for it.
 */
export function tryHereFirst<P>(opts: {
  atOnce: number;
  waitingAtMost: number;
  run: (payload: P) => Promise<void>;
  queue: (payload: P) => Promise<void>;
  /** A run here failed (the job was queued in its place), or the queue refused the job. */
  onFailure: (err: unknown, payload: P) => void;
}) {
  let running = 0;
  const waiting: { payload: P; ended: () => void }[] = [];
  const queue = (payload: P) => opts.queue(payload).catch((err) => opts.onFailure(err, payload));

  const runHere = async (payload: P) => {
    running++;
    try {
      await opts.run(payload);
    } catch (err) {
      opts.onFailure(err, payload);
      await queue(payload);
    } finally {
      running--;
      const next = waiting.shift();
      if (next) void runHere(next.payload).then(next.ended);
    }
  };

  return async (payload: P): Promise<void> => {
    if (running < opts.atOnce) return runHere(payload);
    if (waiting.length < opts.waitingAtMost) {
      return new Promise<void>((ended) => waiting.push({ payload, ended }));
    }
    return queue(payload);
  };
}
