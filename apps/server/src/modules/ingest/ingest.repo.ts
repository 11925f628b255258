import { getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages } from '../../db/schema';
import type { MessageRow } from '../messages/messages.repo';

export interface InboundMessage {
  companyId: number;
  whatsappId: number;
  number: string;
  name: string;
  isGroup: boolean;
  externalId: string;
  body: string;
  fromMe: boolean;
  mediaType: string;
  mediaPath?: string;
  mediaName?: string;
  quotedExternalId?: string;
  participant?: string;
  createdAt: Date;
  /** The ticket's new last message. */
  preview: string;
}

const columns = Object.entries(getTableColumns(messages));

/** A raw `messages` row (snake_case, driver values) as Drizzle would have returned it. */
function toMessageRow(raw: Record<string, unknown>): MessageRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as MessageRow;
}

const ALREADY_STORED = 'AT409';

function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

/**
 * Stores an inbound message with its contact and live ticket in one round trip (the
 * ingest_message function of migration 0004). Undefined when it was already stored.
 */
export async function storeInboundMessage(db: Executor, m: InboundMessage) {
  try {
    const result = await db.execute(sql`select * from ingest_message(
      ${m.companyId}::int, ${m.whatsappId}::int, ${m.number}, ${m.name}, ${m.isGroup},
      ${m.externalId}, ${m.body}, ${m.fromMe}, ${m.mediaType}, ${m.mediaPath ?? null},
      ${m.mediaName ?? null}, ${m.quotedExternalId ?? null}, ${m.participant ?? null},
      ${m.createdAt.toISOString()}::timestamptz, ${m.preview})`);
    const [raw] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return raw ? toMessageRow(raw) : undefined;
  } catch (err) {
    if (sqlState(err) === ALREADY_STORED) return undefined;
    throw err;
  }
}
