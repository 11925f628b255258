import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@atende/shared';
import { ChannelError, type ConnectionRef } from '../channel';
import type { Scheduler } from './scheduler';
import type { SessionMessage, SessionLocks } from './session-locks';
import type { OperationName, SocketOperations } from './socket-operations';

type Args<M extends OperationName> =
  Parameters<SocketOperations[M]> extends [ConnectionRef, ...infer Rest] ? Rest : never;
type Result<M extends OperationName> = Awaited<ReturnType<SocketOperations[M]>>;

/** How long a process waits for the owner of a session to answer a call. */
export const CALL_TIMEOUT_MS = 30_000;

interface Pending {
  resolve(value: unknown): void;
  reject(err: unknown): void;
  cancel(): void;
}

/**
 * Socket operations (a send, a read receipt…) asked of a session that runs in another process:
 * the call travels to the owner on the session locks' line and its answer comes back the same
 * way. A session nobody runs, or an owner that does not answer in time, is a retryable
 * "not connected".
 */
export function ownerCalls(deps: {
  locks: SessionLocks;
  scheduler: Scheduler;
  /** Whether this process runs the connection's session. */
  owns(connectionId: number): boolean;
  local: SocketOperations;
  notConnected(): ChannelError;
}) {
  const pending = new Map<string, Pending>();

  const call = async <M extends OperationName>(
    conn: ConnectionRef,
    method: M,
    ...args: Args<M>
  ): Promise<Result<M>> => {
    const run = deps.local[method] as (c: ConnectionRef, ...a: unknown[]) => Promise<Result<M>>;
    if (deps.owns(conn.id)) return run(conn, ...args);
    // nobody holds the session: nobody could answer
    if (await deps.locks.tryAcquire(conn.id)) {
      await deps.locks.release(conn.id);
      throw deps.notConnected();
    }
    const requestId = randomUUID();
    return new Promise<Result<M>>((resolve, reject) => {
      const cancel = deps.scheduler.after(CALL_TIMEOUT_MS, () => {
        pending.delete(requestId);
        reject(deps.notConnected());
      });
      pending.set(requestId, { resolve: resolve as (v: unknown) => void, reject, cancel });
      deps.locks
        .send({
          kind: 'call',
          connectionId: conn.id,
          companyId: conn.companyId,
          requestId,
          method,
          args,
        })
        .catch((err: unknown) => {
          pending.delete(requestId);
          cancel();
          reject(new ChannelError(err instanceof Error ? err.message : String(err), true));
        });
    });
  };

  /** The owner's side of a call, and the caller's side of its answer. */
  const handle = async (m: SessionMessage) => {
    if (m.kind === 'reply') {
      const waiting = pending.get(m.requestId);
      if (!waiting) return;
      pending.delete(m.requestId);
      waiting.cancel();
      if (!m.error) waiting.resolve(m.result);
      else waiting.reject(new ChannelError(m.error.message, m.error.retryable, m.error.code));
      return;
    }
    if (m.kind !== 'call' || !deps.owns(m.connectionId)) return;
    const conn = { id: m.connectionId, companyId: m.companyId, name: '' };
    const run = deps.local[m.method as OperationName] as (
      c: ConnectionRef,
      ...a: unknown[]
    ) => Promise<unknown>;
    try {
      const result = await run(conn, ...m.args);
      await deps.locks.send({ kind: 'reply', requestId: m.requestId, result });
    } catch (err) {
      const error = {
        message: err instanceof Error ? err.message : String(err),
        retryable: !(err instanceof ChannelError) || err.retryable,
        code: err instanceof ChannelError ? (err.code as ErrorCode | undefined) : undefined,
      };
      await deps.locks.send({ kind: 'reply', requestId: m.requestId, error });
    }
  };

  return { call, handle };
}
