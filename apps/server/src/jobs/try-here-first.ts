/** A payload a run could not do, and why: it goes to the job queue. */
export interface FailedRun<P> {
  payload: P;
  err: unknown;
}

/**
 * Work that can as well start at once in this process, in the background, with its durable
 * job as the fallback. The job queue costs round trips of its own (the job's insert, its
 * fetch, its completion); here they are paid only when the run here fails (the job brings
 * its retries) or when the process already has `atOnce` runs going and `waitingAtMost` more
 * waiting in memory (the queue takes the excess). A run that ends takes the next
 * `batchAtMost` of those waiting together (a burst's work shares its reads and writes). A
 * process that stops on a signal hands what waits here to the queue first (`handBack`); one
 * that crashes loses it: only work that may be asked for again belongs here.
 *
 * `run` answers the payloads of its batch it could not do (all of them when it throws).
 * `start` begins a run and answers a promise that settles when the run, or the queueing that
 * replaced it, has ended. It never rejects: callers need not wait for it.
 */
export function tryHereFirst<P>(opts: {
  atOnce: number;
  waitingAtMost: number;
  batchAtMost?: number;
  run: (batch: P[]) => Promise<FailedRun<P>[] | void>;
  queue: (payload: P) => Promise<void>;
  /** A run here failed (the job was queued in its place), or the queue refused the job. */
  onFailure: (err: unknown, payload: P) => void;
}) {
  type Entry = { payload: P; ended: () => void };
  const batchAtMost = opts.batchAtMost ?? 1;
  const running = new Set<Promise<void>>();
  const waiting: Entry[] = [];
  let handingBack = false;
  const queue = (payload: P) => opts.queue(payload).catch((err) => opts.onFailure(err, payload));

  const runHere = (batch: Entry[]) => {
    const run = (async () => {
      const payloads = batch.map((entry) => entry.payload);
      let failed: FailedRun<P>[];
      try {
        failed = (await opts.run(payloads)) ?? [];
      } catch (err) {
        failed = payloads.map((payload) => ({ payload, err }));
      }
      for (const { payload, err } of failed) opts.onFailure(err, payload);
      await Promise.all(failed.map(({ payload }) => queue(payload)));
    })().finally(() => {
      running.delete(run);
      for (const entry of batch) entry.ended();
      const next = waiting.splice(0, batchAtMost);
      if (next.length > 0) runHere(next);
    });
    running.add(run);
  };

  return {
    start: (payload: P): Promise<void> => {
      if (handingBack) return queue(payload);
      return new Promise<void>((ended) => {
        if (running.size < opts.atOnce) runHere([{ payload, ended }]);
        else if (waiting.length < opts.waitingAtMost) waiting.push({ payload, ended });
        else void queue(payload).then(ended);
      });
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
