import { describe, expect, it } from 'vitest';
import { tryHereFirst, type FailedRun } from './try-here-first';

type Run = (batch: number[]) => Promise<FailedRun<number>[] | void>;

function harness(atOnce: number, run: Run, waitingAtMost = 0, batchAtMost?: number) {
  const queued: number[] = [];
  const failures: string[] = [];
  const { start, handBack } = tryHereFirst<number>({
    atOnce,
    waitingAtMost,
    batchAtMost,
    run,
    queue: async (n) => {
      if (n < 0) throw new Error('queue down');
      queued.push(n);
    },
    onFailure: (err) => failures.push((err as Error).message),
  });
  return { start, handBack, queued, failures };
}

/** Runs that start, say so, and end only when released, one by one. */
function heldRuns() {
  const started: number[] = [];
  const batches: number[][] = [];
  const release: (() => void)[] = [];
  const run = (batch: number[]) => {
    started.push(...batch);
    batches.push(batch);
    return new Promise<void>((r) => release.push(r));
  };
  return { started, batches, release, run };
}

describe('tryHereFirst', () => {
  it('runs here and queues nothing when the run succeeds', async () => {
    const ran: number[] = [];
    const h = harness(2, async (batch) => void ran.push(...batch));
    await h.start(1);
    expect(ran).toEqual([1]);
    expect(h.queued).toEqual([]);
  });

  it('queues the job in place of a failed run, and says why', async () => {
    const h = harness(2, async () => {
      throw new Error('channel busy');
    });
    await h.start(7);
    expect(h.queued).toEqual([7]);
    expect(h.failures).toEqual(['channel busy']);
  });

  it('past `atOnce` runs going here, the excess goes to the queue', async () => {
    const release: (() => void)[] = [];
    const h = harness(2, () => new Promise<void>((r) => release.push(r)).then(() => undefined));
    const first = h.start(1);
    const second = h.start(2);
    await h.start(3);
    expect(h.queued).toEqual([3]);
    release.forEach((r) => r());
    await Promise.all([first, second]);
    // the slots are free again
    const fourth = h.start(4);
    expect(release).toHaveLength(3);
    release[2]!();
    await fourth;
    expect(h.queued).toEqual([3]);
  });

  it('past `atOnce` runs, `waitingAtMost` more wait their turn here, in order', async () => {
    const { started, release, run } = heldRuns();
    const h = harness(1, run, 2);
    const runs = [h.start(1), h.start(2), h.start(3)];
    await h.start(4);
    expect(h.queued).toEqual([4]);
    expect(started).toEqual([1]);
    release[0]!();
    await runs[0];
    expect(started).toEqual([1, 2]);
    release[1]!();
    await runs[1];
    release[2]!();
    await runs[2];
    expect(started).toEqual([1, 2, 3]);
    expect(h.queued).toEqual([4]);
  });

  it('handing back queues what waits, lets the runs in progress end, and queues what comes later', async () => {
    const { started, release, run } = heldRuns();
    const h = harness(1, run, 5);
    const runs = [h.start(1), h.start(2), h.start(3)];
    let handedBack = false;
    const handing = h.handBack().then(() => (handedBack = true));
    // the waiting two are queued at once, in order; the run in progress holds the hand-back
    await Promise.all([runs[1], runs[2]]);
    expect(h.queued).toEqual([2, 3]);
    await h.start(4);
    expect(h.queued).toEqual([2, 3, 4]);
    expect(handedBack).toBe(false);
    release[0]!();
    await handing;
    await runs[0];
    expect(started).toEqual([1]);
    expect(h.queued).toEqual([2, 3, 4]);
  });

  it('a run that ends takes the next `batchAtMost` of those waiting together, in order', async () => {
    const { batches, release, run } = heldRuns();
    const h = harness(1, run, 5, 2);
    const runs = [1, 2, 3, 4, 5].map((n) => h.start(n));
    expect(batches).toEqual([[1]]);
    release[0]!();
    await runs[0];
    expect(batches).toEqual([[1], [2, 3]]);
    release[1]!();
    await Promise.all([runs[1], runs[2]]);
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    release[2]!();
    await Promise.all(runs);
    expect(h.queued).toEqual([]);
  });

  it('what a run says it could not do is queued alone, with the reason', async () => {
    const { batches, release, run } = heldRuns();
    const h = harness(
      1,
      async (batch) => {
        if (batch.length === 1) return run(batch);
        return [{ payload: batch[1]!, err: new Error('no answer') }];
      },
      5,
      5,
    );
    const runs = [1, 2, 3, 4].map((n) => h.start(n));
    release[0]!();
    await Promise.all(runs);
    expect(batches).toEqual([[1]]);
    expect(h.queued).toEqual([3]);
    expect(h.failures).toEqual(['no answer']);
  });

  it('never rejects, even when the queue cannot take the job either', async () => {
    const h = harness(1, async () => {
      throw new Error('run failed');
    });
    await expect(h.start(-1)).resolves.toBeUndefined();
    expect(h.failures).toEqual(['run failed', 'queue down']);
  });
});
