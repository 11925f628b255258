import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { activeRuns } from './job-queue.repo';

/**
 * The runs a dead predecessor left active fail now, as their expiry would fail them minutes
 * later: each is retried after its delay if it has retries left (a run that killed the process
 * must not run forever), and its message is not held until the expiry. Only for a process that
 * knows no other works its database: elsewhere an active run may be another process's.
 */
export async function failOrphanedRuns(boss: PgBoss, database: Database): Promise<void> {
  for (const run of await activeRuns(database.db)) {
    await boss.fail(run.name, run.id, { message: 'the process running it ended unfinished' });
  }
}
