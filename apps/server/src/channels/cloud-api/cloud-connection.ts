import { ChannelError, type ChannelHooks, type ConnectionRef } from '../channel';
import type { Scheduler } from '../baileys/scheduler';
import { isAuthFailure } from './graph-errors';

/** The wait before check `n` again (0-based) after the platform could not be reached. */
export const recheckMs = (attempt: number) => Math.min(2000 * 2 ** attempt, 60_000);

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * What a cloud-api connection's status says, kept in step with what its traffic shows:
 * - a check of the credentials (start, an edit) → CONNECTED, or DISCONNECTED with the reason;
 *   when the platform could not be reached (network, 5xx) → OPENING with the reason, and the
 *   check runs again by itself after 2, 4, 8 … up to 60 seconds, until it passes or fails
 *   for good (a process start resumes OPENING connections, never DISCONNECTED ones);
 * - a call refused for its access token (190 / HTTP 401) → DISCONNECTED with the reason;
 * - a send accepted → CONNECTED; a webhook delivery → CONNECTED unless DISCONNECTED (the
 *   platform delivers with a refused token too: only a send or a check proves the token).
 */
export function connectionHealth(deps: {
  hooks: () => ChannelHooks;
  scheduler: Scheduler;
  /** The connection's status now, undefined when it is gone. */
  statusOf(conn: ConnectionRef): Promise<string | undefined>;
  /** Asks the platform about the number with the stored credentials; throws when refused. */
  check(conn: ConnectionRef): Promise<void>;
}) {
  const rechecks = new Map<number, () => void>();
  const cancel = (conn: ConnectionRef) => {
    rechecks.get(conn.id)?.();
    rechecks.delete(conn.id);
  };

  const run = async (conn: ConnectionRef, attempt: number) => {
    cancel(conn);
    const hooks = deps.hooks();
    // a check run again finds the connection OPENING already, with the last reason
    if (attempt === 0) await hooks.status(conn, 'OPENING');
    try {
      await deps.check(conn);
    } catch (err) {
      if (err instanceof ChannelError && err.retryable && !isAuthFailure(err)) {
        const wait = recheckMs(attempt);
        const reason = `${reasonOf(err)}. Nova tentativa automática em ${wait / 1000} s`;
        await hooks.status(conn, 'OPENING', undefined, reason);
        rechecks.set(
          conn.id,
          deps.scheduler.after(wait, () => void recheck(conn, attempt + 1)),
        );
      } else {
        await hooks.status(conn, 'DISCONNECTED', undefined, reasonOf(err));
      }
      throw err;
    }
    await hooks.status(conn, 'CONNECTED');
  };

  /** Again, unless something settled the status meanwhile (traffic, an edit, a deletion). */
  const recheck = async (conn: ConnectionRef, attempt: number) => {
    rechecks.delete(conn.id);
    try {
      if ((await deps.statusOf(conn)) !== 'OPENING') return;
      await run(conn, attempt);
    } catch {
      // the status says what failed; the next check, if any, is scheduled
    }
  };

  return {
    start: (conn: ConnectionRef) => run(conn, 0),
    stop: cancel,
    close() {
      for (const stop of rechecks.values()) stop();
      rechecks.clear();
    },
    /** A call's failure: a refused token shows on the connection. Rethrows it. */
    async failed(conn: ConnectionRef, err: unknown): Promise<never> {
      if (isAuthFailure(err)) {
        cancel(conn);
        await deps.hooks().status(conn, 'DISCONNECTED', undefined, reasonOf(err));
      }
      throw err;
    },
    /**
     * A send went through: the connection works, whatever its status said. Bookkeeping only:
     * its failure must never make the send look failed (it would be sent again).
     */
    sent: (conn: ConnectionRef) =>
      deps
        .hooks()
        .working(conn)
        .catch(() => undefined),
    /** A signed delivery came in: the platform reaches the number (the token unproven). */
    delivered: (conn: ConnectionRef) => deps.hooks().working(conn, ['DISCONNECTED']),
  };
}
