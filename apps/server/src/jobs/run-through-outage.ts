import { isDatabaseUnreachable } from '../db/database-unreachable';

/** How often a run that lost its database asks whether the database answers again. */
const ASK_EVERY_MS = 500;
/** The longest a run waits for its database; beyond it, the job's expiry retries it. */
const MAX_WAIT_MS = 60_000;

/**
 * Runs `run`; when it fails because the database went away, waits for the database to answer
 * and runs it once more, in place. The queue could not have recorded the failure (its
 * database is the one away): the job would stay active until its expiry, two minutes for a
 * webhook, and its message would be stored that late after a database restart. Handlers are
 * idempotent, so the second run does no harm where the first got halfway.
 */
export async function runThroughOutage(
  run: () => Promise<void>,
  opts: {
    /** Resolves when the database answers a query; rejects when it does not. */
    ask: () => Promise<unknown>;
    /** The job's expiry: the wait takes at most half of it, so the run ends before it. */
    expireInSeconds: number;
    /** A process on its way down waits for nothing. */
    stopping: () => boolean;
    askEveryMs?: number;
  },
): Promise<void> {
  try {
    return await run();
  } catch (err) {
    if (!isDatabaseUnreachable(err)) throw err;
    const answered = await untilAnswered(
      opts.ask,
      Math.min(MAX_WAIT_MS, (opts.expireInSeconds * 1000) / 2),
      opts.askEveryMs ?? ASK_EVERY_MS,
      opts.stopping,
    );
    if (!answered) throw err;
  }
  return run();
}

/** Whether `ask` succeeded within `ms`, asking every `everyMs`. */
async function untilAnswered(
  ask: () => Promise<unknown>,
  ms: number,
  everyMs: number,
  stopping: () => boolean,
): Promise<boolean> {
  const until = Date.now() + ms;
  while (!stopping() && Date.now() < until) {
    // a connection to a host that is gone may hang rather than fail: no ask outlasts the wait
    if (await succeedsWithin(until - Date.now(), ask)) return true;
    await new Promise((r) => setTimeout(r, Math.min(everyMs, Math.max(0, until - Date.now()))));
  }
  return false;
}

/** Whether `ask` succeeded within `ms`. */
async function succeedsWithin(ms: number, ask: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), ms)));
  const answer = ask().then(
    () => true,
    () => false,
  );
  const answered = await Promise.race([answer, late]);
  clearTimeout(timer);
  return answered;
}
