import net from 'node:net';

/**
 * Fails before the migrations and the first-start seed when PORT is taken: finding it out at
 * listen, after seeding, cost a newcomer the generated admin password (decision 0147).
 */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `PORT ${port} is already in use on ${host}: stop the other program or set PORT`,
            )
          : err,
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The database could not be opened or migrated: say which one and what to do. */
export function databaseFailure(err: unknown, where: { url?: string; pgdata: string }): Error {
  const reason = err instanceof Error ? err.message : String(err);
  if (where.url) {
    return new Error(
      `Could not use the database in DATABASE_URL (${hostOf(where.url)}): ${reason}`,
    );
  }
  return new Error(
    `Could not open the embedded database in ${where.pgdata}: ${reason}\n` +
      'If it is damaged, restore the latest backup: npm run restore (README, "Backups").',
  );
}

/** host:port/database of a connection string, without the user and password. */
function hostOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return 'unreadable address';
  }
}
