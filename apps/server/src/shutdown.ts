/**
 * The process's way out on SIGTERM / SIGINT (docs/decisions/0109-graceful-shutdown.md): the
 * steps run one after the other, in the order given (HTTP, then jobs and channels, then the
 * database), each starting once the previous one ended. The whole is bounded: past `timeoutMs`
 * the process exits anyway, and a second signal exits at once, both with a non-zero code.
 */
export interface ShutdownStep {
  /** Named in the logs, so a step that hangs or fails can be told apart. */
  name: string;
  run(): Promise<void>;
}

export interface ShutdownOptions {
  steps: ShutdownStep[];
  timeoutMs: number;
  /** process.exit, or a fake in tests. */
  exit(code: number): void;
  log: {
    info(o: object, m: string): void;
    error(o: object, m: string): void;
  };
}

/** The codes a shell gives a process ended by these signals (128 + the signal's number). */
const SIGNAL_EXIT_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

export const exitCodeOf = (signal: string) => SIGNAL_EXIT_CODES[signal] ?? 1;

/**
 * Returns what to call on each signal. The first call runs the steps; any later call (a second
 * Ctrl-C, an impatient supervisor) exits at once.
 */
export function createShutdown(opts: ShutdownOptions): (signal: string) => Promise<void> {
  let started = false;
  let exited = false;
  const exitOnce = (code: number) => {
    if (exited) return;
    exited = true;
    opts.exit(code);
  };
  return async (signal) => {
    if (started) {
      opts.log.error({ signal }, 'second signal: exiting at once');
      return exitOnce(exitCodeOf(signal));
    }
    started = true;
    opts.log.info({ signal, timeoutMs: opts.timeoutMs }, 'shutting down');
    // named when the time is up: the step that hangs is the one to look at
    const running = new Set<string>();
    const deadline = setTimeout(() => {
      const steps = [...running];
      opts.log.error(
        { timeoutMs: opts.timeoutMs, steps },
        `shutdown took too long: exiting anyway (still running: ${steps.join(', ') || 'none'})`,
      );
      exitOnce(1);
    }, opts.timeoutMs);
    let failed = false;
    for (const step of opts.steps) {
      if (exited) return;
      running.add(step.name);
      try {
        await step.run();
      } catch (err) {
        // the next steps still run: a failed HTTP close must not leave the database open
        failed = true;
        opts.log.error({ err, step: step.name }, 'shutdown step failed');
      }
      running.delete(step.name);
    }
    clearTimeout(deadline);
    if (!exited) opts.log.info({}, 'shut down');
    exitOnce(failed ? 1 : 0);
  };
}

/**
 * The server's steps: HTTP first (no new connection, sockets disconnected, requests in flight
 * answered), then the runtime (jobs finish or are handed back, channel sessions end without
 * logging out), the database last since every step before may still write to it.
 */
export function serverShutdownSteps(parts: {
  http: { close(): PromiseLike<unknown> };
  runtime: { close(): Promise<void> };
  database: { close(): Promise<void> };
  /** The embedded database's backup schedule: a backup being written is finished first. */
  backups?: { close(): Promise<void> };
}): ShutdownStep[] {
  const backups = parts.backups;
  return [
    { name: 'http', run: async () => void (await parts.http.close()) },
    ...(backups ? [{ name: 'backups', run: () => backups.close() }] : []),
    { name: 'jobs and channels', run: () => parts.runtime.close() },
    { name: 'database', run: () => parts.database.close() },
  ];
}

/** Sends SIGTERM and SIGINT, every time they come, to `shutdown`. */
export function onShutdownSignals(
  proc: Pick<NodeJS.Process, 'on'>,
  shutdown: (signal: string) => Promise<void>,
) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    proc.on(signal, () => void shutdown(signal));
  }
}
