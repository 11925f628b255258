/**
 * pg-boss creates a queue's row and then its table, whose foreign key locks the queues' table:
 * two creations of one queue at once (two processes sending its first job) deadlock, and
 * PostgreSQL aborts one. Tried again, the aborted one finds the queue made.
 */
export async function retriedOnDeadlock(create: () => Promise<void>, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= attempts) throw err;
    }
  }
}
