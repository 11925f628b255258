import type PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * pg-boss on the app's own database. On PGlite it goes through the `db.executeSql` option:
 * pg-boss's parameterless multi-statement scripts go to `exec`, everything else to `query`.
 */
export function pgliteExecutor(database: Database): PgBoss.Db {
  const client = database.pglite!;
  return {
    async executeSql(text: string, values: unknown[]) {
      if ((!values || values.length === 0) && text.includes(';')) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values as unknown[]);
      return { rows: result.rows as unknown[] };
    },
  };
}
