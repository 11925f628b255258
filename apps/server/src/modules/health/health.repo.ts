import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The cheapest round trip that proves the database answers. */
export async function pingDatabase(db: Executor) {
  await db.execute(sql`select 1`);
}
