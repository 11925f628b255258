import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createShutdown, onShutdownSignals, serverShutdownSteps } from './shutdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const silent = { info: () => {}, error: () => {} };

/** Fakes of the server's parts that write down when each one closes. */
function fakeParts() {
  const closed: string[] = [];
  const part = (name: string) => ({
    close: async () => {
      closed.push(name);
    },
  });
  return {
    closed,
    parts: { http: part('http'), runtime: part('runtime'), database: part('database') },
  };
}

/** A promise and the function that settles it: a step that ends when the test says so. */
function held() {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

it('closes HTTP, then the runtime, then the database, and exits 0', async () => {
  const { closed, parts } = fakeParts();
  const exits: number[] = [];
  const shutdown = createShutdown({
    steps: serverShutdownSteps(parts),
    timeoutMs: 20_000,
    exit: (code) => exits.push(code),
    log: silent,
  });
  await shutdown('SIGTERM');
  expect(closed).toEqual(['http', 'runtime', 'database']);
  expect(exits).toEqual([0]);
});

it('with the embedded database, finishes a backup being written before closing the rest', async () => {
  const { closed, parts } = fakeParts();
  const backups = { close: async () => void closed.push('backups') };
  const shutdown = createShutdown({
    steps: serverShutdownSteps({ ...parts, backups }),
    timeoutMs: 20_000,
    exit: () => {},
    log: silent,
  });
  await shutdown('SIGTERM');
  expect(closed).toEqual(['http', 'backups', 'runtime', 'database']);
});

it('waits for each step to end before the next one starts', async () => {
  const http = held();
  const order: string[] = [];
  const exits: number[] = [];
  const shutdown = createShutdown({
    steps: [
      { name: 'http', run: () => http.promise.then(() => void order.push('http')) },
      { name: 'database', run: async () => void order.push('database') },
    ],
    timeoutMs: 20_000,
    exit: (code) => exits.push(code),
    log: silent,
  });
  const done = shutdown('SIGTERM');
  await vi.advanceTimersByTimeAsync(5_000);
  expect(order).toEqual([]);
  http.release();
  await done;
  expect(order).toEqual(['http', 'database']);
  expect(exits).toEqual([0]);
});

it('a step that fails does not stop the later ones, and the exit code says something failed', async () => {
  const order: string[] = [];
  const exits: number[] = [];
  const shutdown = createShutdown({
    steps: [
      {
        name: 'http',
        run: async () => {
          throw new Error('already closed');
        },
      },
      { name: 'database', run: async () => void order.push('database') },
    ],
    timeoutMs: 20_000,
    exit: (code) => exits.push(code),
    log: silent,
  });
  await shutdown('SIGINT');
  expect(order).toEqual(['database']);
  expect(exits).toEqual([1]);
});

it('past the time limit it exits 1 without waiting for the step that hangs, and runs no later step', async () => {
  const order: string[] = [];
  const exits: number[] = [];
  const hanging = held();
  const shutdown = createShutdown({
    steps: [
      { name: 'jobs', run: () => hanging.promise },
      { name: 'database', run: async () => void order.push('database') },
    ],
    timeoutMs: 20_000,
    exit: (code) => exits.push(code),
    log: silent,
  });
  const done = shutdown('SIGTERM');
  await vi.advanceTimersByTimeAsync(19_999);
  expect(exits).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(exits).toEqual([1]);
  hanging.release();
  await done;
  expect(order).toEqual([]);
  expect(exits).toEqual([1]);
});

it('past the time limit it names the step still running', async () => {
  const errors: Array<{ o: object; m: string }> = [];
  const shutdown = createShutdown({
    steps: [
      { name: 'http', run: async () => {} },
      { name: 'jobs and channels', run: () => held().promise },
      { name: 'database', run: async () => {} },
    ],
    timeoutMs: 20_000,
    exit: () => {},
    log: { info: () => {}, error: (o, m) => void errors.push({ o, m }) },
  });
  void shutdown('SIGTERM');
  await vi.advanceTimersByTimeAsync(20_000);
  expect(errors).toEqual([
    {
      o: { timeoutMs: 20_000, steps: ['jobs and channels'] },
      m: 'shutdown took too long: exiting anyway (still running: jobs and channels)',
    },
  ]);
});

it('a second signal exits at once with the signal’s code, and only once', async () => {
  const exits: number[] = [];
  const hanging = held();
  const shutdown = createShutdown({
    steps: [{ name: 'http', run: () => hanging.promise }],
    timeoutMs: 20_000,
    exit: (code) => exits.push(code),
    log: silent,
  });
  const first = shutdown('SIGTERM');
  await shutdown('SIGTERM');
  expect(exits).toEqual([143]);
  await shutdown('SIGINT');
  hanging.release();
  await first;
  await vi.advanceTimersByTimeAsync(30_000);
  expect(exits).toEqual([143]);
});

it('listens to SIGTERM and SIGINT every time they come', async () => {
  const handlers = new Map<string, Array<() => void>>();
  const proc = {
    on: (signal: string, handler: () => void) => {
      handlers.set(signal, [...(handlers.get(signal) ?? []), handler]);
      return proc;
    },
  } as unknown as Pick<NodeJS.Process, 'on'>;
  const received: string[] = [];
  onShutdownSignals(proc, async (signal) => void received.push(signal));
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGTERM']) handlers.get(signal)!.forEach((h) => h());
  expect(received).toEqual(['SIGTERM', 'SIGINT', 'SIGTERM']);
});
