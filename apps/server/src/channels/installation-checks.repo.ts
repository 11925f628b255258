import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { installationChecks } from '../db/schema';

/** The check named `name`: the one stored, or `value` when none was (the first start). */
export async function storedCheck(db: Db, name: string, value: string): Promise<string> {
  await db.insert(installationChecks).values({ name, value }).onConflictDoNothing();
  const [row] = await db
    .select({ value: installationChecks.value })
    .from(installationChecks)
    .where(eq(installationChecks.name, name));
  return row?.value ?? value;
}
