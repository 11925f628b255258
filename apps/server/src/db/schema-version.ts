import fs from 'node:fs';
import path from 'node:path';

/** How many migrations this build carries (its drizzle journal). */
export function knownMigrations(migrationsFolder: string): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * A database a newer Atende has migrated holds tables and rules this build does not know;
 * running on it would write rows the newer code reads wrong, so the start stops (decision 0147).
 */
export function assertNotNewerThanBuild(applied: number, known: number): void {
  if (applied > known) {
    throw new Error(
      `the database was updated by a newer Atende (${applied} migrations; this one knows ` +
        `${known}): start the newer version, or restore a backup made by this one`,
    );
  }
}
