/** PostgreSQL's error, also when the driver or the ORM wrapped it (as `cause`). */
function pgError(err: unknown): { code: string; constraint?: string } | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return e as { code: string; constraint?: string };
    }
  }
  return undefined;
}

/** PostgreSQL's SQLSTATE code of an error, if it is one of the database's. */
export function pgErrorCode(err: unknown): string | undefined {
  return pgError(err)?.code;
}

/**
 * A unique violation: true, or the name of the constraint or index it broke when `constraint`
 * is given (a write that checks one name and lets another index fail as it would).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = pgError(err);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
}
