/** GET /api/backups (super users): the embedded database's backups, for the Settings page. */
export interface BackupsDTO {
  /** 'postgres': backups are pg_dump's, outside the server; the rest is then empty. */
  database: 'pglite' | 'postgres';
  /** Hours between two backups; 0 when the server writes none. */
  everyHours: number;
  /** The hour (UTC) they are counted from. */
  hourUtc: number;
  keep: number;
  directory: string | null;
  /** When the next one is due (ISO); now when one is due at the next check. */
  nextAt: string | null;
  /** Set when the latest try failed after the newest backup (the server's log says why). */
  lastFailureAt: string | null;
  /** Newest first. */
  backups: { name: string; createdAt: string; bytes: number }[];
}
