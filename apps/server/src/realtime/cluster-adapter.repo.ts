import type pg from 'pg';

/** The socket.io PostgreSQL adapter's table for payloads too large for a NOTIFY (8 kB). */
export const ATTACHMENTS_TABLE = 'socket_io_attachments';

/**
 * Created at start rather than by a migration (ADR 0105): the table belongs to the adapter,
 * holds only seconds-old rows it sweeps itself, and `if not exists` is safe from any number of
 * processes starting at once.
 */
export async function ensureAttachmentsTable(pool: pg.Pool) {
  try {
    await pool.query(
      `create table if not exists ${ATTACHMENTS_TABLE} (
         id bigserial unique,
         created_at timestamptz default now(),
         payload bytea
       )`,
    );
  } catch (err) {
    // two processes starting at once: `if not exists` is not atomic, and the loser's
    // catalogue insert fails as a duplicate; the table is there all the same
    if (!isCreatedMeanwhile(err)) throw err;
  }
}

function isCreatedMeanwhile(err: unknown) {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === '42P07';
}
