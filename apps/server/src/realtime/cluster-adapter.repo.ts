import type pg from 'pg';

/** The socket.io PostgreSQL adapter's table for payloads too large for a NOTIFY (8 kB). */
export const ATTACHMENTS_TABLE = 'socket_io_attachments';

/**
 * Created at start rather than by a migration (ADR 0105): the table belongs to the adapter,
 * holds only seconds-old rows it sweeps itself, and `if not exists` is safe from any number of
 * processes starting at once.
 */
export async function ensureAttachmentsTable(pool: pg.Pool) {
  await pool.query(
    `create table if not exists ${ATTACHMENTS_TABLE} (
       id bigserial unique,
       created_at timestamptz default now(),
       payload bytea
     )`,
  );
}
