/** Socket-level failures of reaching the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or cannot take us: connection exceptions (class 08)
 * and operator intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect
 * now, e.g. while starting up).
 */
const SERVER_GONE = /^(08...|57P0[123])$/;

/** pg's own messages when a connection dies or never comes (no code attached). */
const DRIVER_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end/i;

/**
 * Whether `err` (or what it wraps: drizzle and pg nest the driver's error in `cause`, and Node
 * reports a failed connection to several addresses as an AggregateError) says the database
 * could not be reached, rather than that the query was wrong.
 */
export function isDatabaseUnreachable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 8) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SERVER_GONE.test(e.code))) {
    return true;
  }
  if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
  if (
    Array.isArray(e.errors) &&
    e.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnreachable(e.cause, depth + 1);
}
