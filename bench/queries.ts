import { messageListQuery, ticketListQuery } from '@atende/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Ctx } from '../apps/server/src/context';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { listMessages } from '../apps/server/src/modules/messages/messages.service';
import { listNotifications } from '../apps/server/src/modules/notifications/notifications.service';
import { listTickets } from '../apps/server/src/modules/tickets/tickets.service';

export interface Captured {
  text: string;
  values: unknown[];
}

/**
 * The SQL an endpoint runs, captured by calling the server's own service code over a logging
 * connection: `main` is the list query itself, `all` every statement of one request.
 */
export interface EndpointSql {
  main: Captured;
  all: Captured[];
}

/** Where the logging connection's statements go while one capture runs. */
let sink: Captured[] = [];
const logging = new WeakMap<pg.Pool, Db>();

/**
 * One logging database per pool: the server's prepared statements are built once per
 * connection (db/prepared.ts) and log through the database that built them, so every capture
 * must go through that same one.
 */
function loggingDb(pool: pg.Pool): Db {
  let db = logging.get(pool);
  if (!db) {
    const logger = { logQuery: (text: string, values: unknown[]) => sink.push({ text, values }) };
    db = drizzle(pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
    logging.set(pool, db);
  }
  return db;
}

export async function capture(
  pool: pg.Pool,
  run: (db: Db) => Promise<unknown>,
): Promise<Captured[]> {
  const seen: Captured[] = [];
  sink = seen;
  try {
    await run(loggingDb(pool));
  } finally {
    sink = [];
  }
  return seen;
}

/** The request context the server builds for this user (profile, queues, allTicket). */
export async function ctxFor(pool: pg.Pool, db: Db, companyId: number, userId: number) {
  const { rows } = await pool.query(
    `select profile, all_ticket, coalesce((select array_agg(queue_id) from user_queues
       where user_id = users.id), '{}') as queue_ids from users where id = $1`,
    [userId],
  );
  const [u] = rows as { profile: string; all_ticket: string; queue_ids: number[] }[];
  return {
    db,
    companyId,
    user: {
      id: userId,
      companyId,
      profile: u.profile,
      allTicket: u.all_ticket,
      queueIds: u.queue_ids,
    },
    events: { emit() {} },
  } as unknown as Ctx;
}

export async function ticketListSql(
  pool: pg.Pool,
  companyId: number,
  adminId: number,
  query: Record<string, string>,
): Promise<EndpointSql> {
  const all = await capture(pool, async (db) =>
    listTickets(await ctxFor(pool, db, companyId, adminId), ticketListQuery.parse(query)),
  );
  const main = all.find((q) => /order by "tickets"/i.test(q.text));
  if (!main) throw new Error('list query not captured');
  return { main, all };
}

/** GET /notifications: the viewer's unread alert tickets (decision 0128). */
export async function notificationsSql(
  pool: pg.Pool,
  companyId: number,
  userId: number,
): Promise<EndpointSql> {
  const all = await capture(pool, async (db) =>
    listNotifications(await ctxFor(pool, db, companyId, userId)),
  );
  const main = all.find((q) => /order by "tickets"/i.test(q.text));
  if (!main) throw new Error('notifications query not captured');
  return { main, all };
}

export async function messagesSql(
  pool: pg.Pool,
  companyId: number,
  adminId: number,
  ticketId: number,
  query: Record<string, string> = {},
): Promise<EndpointSql> {
  const all = await capture(pool, async (db) =>
    listMessages(
      await ctxFor(pool, db, companyId, adminId),
      ticketId,
      messageListQuery.parse(query),
    ),
  );
  const main = all.find((q) => /from "messages".*order by/is.test(q.text));
  if (!main) throw new Error('messages query not captured');
  return { main, all };
}

export async function explain(pool: pg.Pool, q: Captured) {
  const { rows } = await pool.query(`explain (analyze, buffers) ${q.text}`, q.values);
  return rows.map((r) => r['QUERY PLAN'] as string).join('\n');
}

/** Inlines the parameters, for printing a runnable statement. */
export const inline = (q: Captured) =>
  q.text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = q.values[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
