import { afterEach, describe, expect, it, vi } from 'vitest';
import { asForeground, whenForegroundQuiet } from './foreground';

/** A foreground task held open until `end` is called. */
function heldTask() {
  let end!: () => void;
  const done = asForeground(() => new Promise<void>((resolve) => (end = resolve)));
  return { end, done };
}

/** A wait for a quiet foreground, and whether it has ended. */
function watched(atMostMs: number) {
  const wait = { started: false };
  void whenForegroundQuiet(atMostMs).then(() => (wait.started = true));
  return wait;
}

describe('background work yields to foreground work', () => {
  afterEach(() => vi.useRealTimers());

  it('with nothing in the foreground, the wait is nothing', async () => {
    vi.useFakeTimers();
    let started = false;
    void whenForegroundQuiet(2000).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(true);
  });

  it('waits while a message is being handled, and starts once the last one ends', async () => {
    vi.useFakeTimers();
    const first = heldTask();
    const second = heldTask();
    let started = false;
    void whenForegroundQuiet(2000).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toBe(false);
    first.end();
    await first.done;
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(false);
    second.end();
    await second.done;
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(true);
  });

  it('a foreground that never goes quiet holds it back for atMostMs, no longer', async () => {
    vi.useFakeTimers();
    const busy = heldTask();
    const wait = watched(2000);
    await vi.advanceTimersByTimeAsync(1999);
    expect(wait.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.started).toBe(true);
    busy.end();
    await busy.done;
  });

  it('a limit already past means no wait (a lookup asked for long ago runs at its turn)', async () => {
    vi.useFakeTimers();
    const busy = heldTask();
    const wait = watched(-5);
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.started).toBe(true);
    busy.end();
    await busy.done;
  });

  it('a foreground task that fails still counts itself out, and its error reaches its caller', async () => {
    vi.useFakeTimers();
    await expect(asForeground(() => Promise.reject(new Error('banco fora')))).rejects.toThrow(
      'banco fora',
    );
    let started = false;
    void whenForegroundQuiet(2000).then(() => (started = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(true);
  });
});
