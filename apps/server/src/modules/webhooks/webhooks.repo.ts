import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type WebhookRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type EndpointFields = Pick<WebhookRow, 'url' | 'description' | 'events' | 'active'>;

const ofCompany = (companyId: number, id: number) =>
  and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id));

export function list(db: Executor, companyId: number) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(asc(webhookEndpoints.id));
}

export async function find(db: Executor, companyId: number, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(ofCompany(companyId, id)).limit(1);
  return row;
}

export async function insert(
  db: Executor,
  companyId: number,
  data: EndpointFields & { secretSealed: string },
) {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...data, companyId })
    .returning();
  return row!;
}

export async function update(
  db: Executor,
  companyId: number,
  id: number,
  patch: Partial<EndpointFields & Pick<WebhookRow, 'secretSealed' | 'pausedAt' | 'failureCount'>>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...patch, updatedAt: new Date() })
    .where(ofCompany(companyId, id))
    .returning();
  return row;
}

export async function remove(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(ofCompany(companyId, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The company's active, unpaused endpoints that want any of `types` (read for every event). */
const subscribersOf = preparedFor((db) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, sql.placeholder('companyId')),
        eq(webhookEndpoints.active, true),
        sql`${webhookEndpoints.pausedAt} is null`,
        sql`${webhookEndpoints.events} ?| ${sql.placeholder('types')}::text[]`,
      ),
    )
    .prepare('webhook_subscribers'),
);

export function subscribers(db: Executor, companyId: number, types: string[]) {
  return subscribersOf(db).execute({ companyId, types });
}

/** Writes a delivery; a second one with the same dedupe key for the endpoint is ignored. */
export async function insertDelivery(
  db: Executor,
  data: Pick<
    DeliveryRow,
    'companyId' | 'webhookId' | 'eventId' | 'type' | 'orderKey' | 'dedupeKey' | 'body' | 'giveUpAt'
  >,
) {
  const [row] = await db.insert(webhookDeliveries).values(data).onConflictDoNothing().returning();
  return row;
}

export async function findDelivery(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, id)))
    .limit(1);
  return row;
}

/** One page of an endpoint's log, newest first, before the id `before` (webhook_deliveries_log). */
export async function listDeliveries(
  db: Executor,
  companyId: number,
  webhookId: number,
  opts: { before?: number; limit: number },
) {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.companyId, companyId),
        eq(webhookDeliveries.webhookId, webhookId),
        opts.before ? lt(webhookDeliveries.id, opts.before) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(opts.limit + 1);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

/** The oldest pending delivery of the same endpoint and order key (webhook_deliveries_pending). */
export async function firstPending(db: Executor, webhookId: number, orderKey: string) {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhookId),
        eq(webhookDeliveries.orderKey, orderKey),
        eq(webhookDeliveries.status, 'pending'),
      ),
    )
    .orderBy(asc(webhookDeliveries.id))
    .limit(1);
  return row?.id;
}

export async function updateDelivery(
  db: Executor,
  companyId: number,
  id: number,
  patch: Partial<
    Pick<
      DeliveryRow,
      | 'status'
      | 'attempts'
      | 'responseCode'
      | 'latencyMs'
      | 'responseExcerpt'
      | 'deliveredAt'
      | 'giveUpAt'
    >
  >,
) {
  const [row] = await db
    .update(webhookDeliveries)
    .set(patch)
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, id)))
    .returning();
  return row;
}

/** Pending deliveries of an endpoint that head their order key: what resumes after a pause. */
export async function pendingHeads(db: Executor, companyId: number, webhookId: number) {
  const rows = await db
    .select({ id: webhookDeliveries.id, orderKey: webhookDeliveries.orderKey })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.companyId, companyId),
        eq(webhookDeliveries.webhookId, webhookId),
        eq(webhookDeliveries.status, 'pending'),
      ),
    )
    .orderBy(asc(webhookDeliveries.id))
    .limit(1_000);
  const seen = new Set<string>();
  return rows.filter((r) => {
    if (r.orderKey === null) return true;
    if (seen.has(r.orderKey)) return false;
    seen.add(r.orderKey);
    return true;
  });
}
