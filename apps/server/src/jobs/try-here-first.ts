/**
 * Work that can as well start at once in this process, in the background, with its durable
 * job as the fallback. The job queue costs round trips of its own (the job's insert, its
 * fetch, its completion); here they are paid only when the run here fails (the job brings
 * its retries) or when the process already has `atOnce` runs going and `waitingAtMost` more
 * waiting in memory (the queue takes the excess). A process that stops on a signal hands what
 * waits here to the queue first (`handBack`); one that crashes loses it: only work that may
 * be asked for again belongs here.
 *
 * `start` begins a run and answers a promise that settles when the run, or the queueing that
 * replaced it, has ended. It never rejects: callers need not wait for it.
 */
export function tryHereFirst<P>(opts: {
  atOnce: number;
  waitingAtMost: number;
  run: (payload: P) => Promise<void>;
  queue: (payload: P) => Promise<void>;
  /** A run here failed (the job was queued in its place), or the queue refused the job. */
  onFailure: (err: unknown, payload: P) => void;
}) {
  const running = new Set<Promise<void>>();
  const waiting: { payload: P; ended: () => void }[] = [];
  let handingBack = false;
  const queue = (payload: P) => opts.queue(payload).catch((err) => opts.onFailure(err, payload));

  const runHere = (payload: P) => {
    const run = (async () => {
      try {
        await opts.run(payload);
      } catch (err) {
        opts.onFailure(err, payload);
        await queue(payload);
      }
    })().finally(() => {
      running.delete(run);
      const next = waiting.shift();
      if (next) void runHere(next.payload).then(next.ended);
    });
    running.add(run);
    return run;
  };

  return {
    start: async (payload: P): Promise<void> => {
      if (!handingBack && running.size < opts.atOnce) return runHere(payload);
      if (!handingBack && waiting.length < opts.waitingAtMost) {
        return new Promise<void>((ended) => waiting.push({ payload, ended }));
      }
      return queue(payload);
    },
    /**
     * The process is stopping, its queue still open: what waits here is queued now, and what
     * comes later goes straight to the queue. Resolves once those are queued and the runs in
     * progress have ended (a run that fails now is queued as ever).
     */
    handBack: async (): Promise<void> => {
      handingBack = true;
      const handed = waiting.splice(0);
      await Promise.all([
        ...handed.map(({ payload, ended }) => queue(payload).then(ended)),
        ...running,
      ]);
    },
  };
}
