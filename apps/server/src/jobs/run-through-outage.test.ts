import { describe, expect, it } from 'vitest';
import { runThroughOutage } from './run-through-outage';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });

/** A run that fails with each of `failures` in turn, then succeeds; it records its calls. */
function runFailing(...failures: Error[]) {
  const calls: number[] = [];
  const run = async () => {
    calls.push(calls.length + 1);
    const failure = failures[calls.length - 1];
    if (failure) throw failure;
  };
  return { run, calls };
}

/** An ask that fails `times` times, then answers; it records its calls. */
function askAnsweringAfter(times: number) {
  let asked = 0;
  return {
    ask: async () => {
      asked++;
      if (asked <= times) throw refused();
    },
    asked: () => asked,
  };
}

const quick = { expireInSeconds: 1, stopping: () => false, askEveryMs: 10 };

describe('runThroughOutage', () => {
  it('runs once and asks nothing when the run succeeds', async () => {
    const { run, calls } = runFailing();
    const ask = askAnsweringAfter(0);
    await runThroughOutage(run, { ...quick, ask: ask.ask });
    expect(calls).toEqual([1]);
    expect(ask.asked()).toBe(0);
  });

  it('throws a failure that is not the database going away, without running again', async () => {
    const { run, calls } = runFailing(new Error('contact not found'));
    const ask = askAnsweringAfter(0);
    await expect(runThroughOutage(run, { ...quick, ask: ask.ask })).rejects.toThrow(
      'contact not found',
    );
    expect(calls).toEqual([1]);
    expect(ask.asked()).toBe(0);
  });

  it('runs again once the database answers, after asking until it does', async () => {
    const { run, calls } = runFailing(refused());
    const ask = askAnsweringAfter(3);
    await runThroughOutage(run, { ...quick, ask: ask.ask });
    expect(calls).toEqual([1, 2]);
    expect(ask.asked()).toBe(4);
  });

  it('runs again only once: a second failure is thrown', async () => {
    const { run, calls } = runFailing(refused(), new Error('still wrong'));
    await expect(
      runThroughOutage(run, { ...quick, ask: askAnsweringAfter(0).ask }),
    ).rejects.toThrow('still wrong');
    expect(calls).toEqual([1, 2]);
  });

  it('throws the first failure when the database does not answer within half the expiry', async () => {
    const { run, calls } = runFailing(refused());
    const ask = askAnsweringAfter(Infinity);
    await expect(
      runThroughOutage(run, { ...quick, expireInSeconds: 0.2, ask: ask.ask }),
    ).rejects.toThrow('ECONNREFUSED');
    expect(calls).toEqual([1]);
    // it did ask (how often depends on the timers)
    expect(ask.asked()).toBeGreaterThan(0);
  });

  it('gives up on an ask that never returns when the wait is over', async () => {
    const { run, calls } = runFailing(refused());
    const hanging = () => new Promise<void>(() => {});
    await expect(
      runThroughOutage(run, { ...quick, expireInSeconds: 0.2, ask: hanging }),
    ).rejects.toThrow('ECONNREFUSED');
    expect(calls).toEqual([1]);
  });

  it('waits for nothing in a process on its way down', async () => {
    const { run, calls } = runFailing(refused());
    const ask = askAnsweringAfter(0);
    await expect(
      runThroughOutage(run, { ...quick, stopping: () => true, ask: ask.ask }),
    ).rejects.toThrow('ECONNREFUSED');
    expect(calls).toEqual([1]);
    expect(ask.asked()).toBe(0);
  });
});
