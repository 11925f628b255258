/** What ROLE makes a process run (ADR 0106). */
export type Role = 'all' | 'api' | 'worker';

export interface RoleParts {
  /** The HTTP API, the web app and the browsers' sockets (else only the health routes). */
  api: boolean;
  /** Job workers, the time rules' runs and the Baileys sessions (else only enqueueing). */
  work: boolean;
}

/**
 * The parts of a role. A split role needs PostgreSQL: the embedded database is opened by one
 * process, so an api without a worker would never send, and a worker would have no api.
 */
export function roleParts(role: Role, databaseUrl: string | undefined): RoleParts {
  if (role !== 'all' && !databaseUrl) {
    throw new Error(
      `ROLE=${role} needs DATABASE_URL (PostgreSQL): the embedded database serves a single process, which runs with ROLE=all`,
    );
  }
  return { api: role !== 'worker', work: role !== 'api' };
}
