export type SocketLog = { error: (o: object, m: string) => void };

/**
 * A socket listener that runs `handler` and logs whatever it throws or rejects with: a failing
 * handler (say, the database is away) must never become an unhandled rejection.
 */
export function guarded(log: SocketLog, event: string, handler: (...args: unknown[]) => unknown) {
  return (...args: unknown[]): void => {
    Promise.resolve()
      .then(() => handler(...args))
      .catch((err: unknown) => log.error({ err, event }, 'socket handler failed'));
  };
}
