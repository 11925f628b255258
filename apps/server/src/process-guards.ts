type Log = { error: (o: object, m: string) => void };

/**
 * A rejection that reached the top unhandled is logged and the process goes on serving the
 * other users (Node's default ends the process). Handlers should catch their own errors; this
 * is the last net, not the plan.
 */
export function logUnhandledRejections(log: Log, proc: NodeJS.Process = process) {
  proc.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
}
