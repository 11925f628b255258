import { and, asc, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cloudApiSettings, cloudApiWebhooks, messages, whatsapps } from '../../db/schema';

export type CloudApiSettingsRow = typeof cloudApiSettings.$inferSelect;
export type CloudApiSettingsPatch = Partial<Omit<CloudApiSettingsRow, 'companyId' | 'whatsappId'>>;

export async function findSettings(db: Executor, companyId: number, whatsappId: number) {
  const [row] = await db
    .select()
    .from(cloudApiSettings)
    .where(
      and(eq(cloudApiSettings.companyId, companyId), eq(cloudApiSettings.whatsappId, whatsappId)),
    );
  return row;
}

/** The settings of many connections at once (lists). */
export async function listSettings(db: Executor, companyId: number, whatsappIds: number[]) {
  if (whatsappIds.length === 0) return [];
  return db
    .select()
    .from(cloudApiSettings)
    .where(
      and(
        eq(cloudApiSettings.companyId, companyId),
        inArray(cloudApiSettings.whatsappId, whatsappIds),
      ),
    );
}

/**
 * The connection a webhook names, found by id alone: the caller is not signed in, and the
 * signature checked against these settings is what proves who it is.
 */
export async function findWebhookTarget(db: Executor, whatsappId: number) {
  const [row] = await db
    .select({
      companyId: whatsapps.companyId,
      name: whatsapps.name,
      settings: cloudApiSettings,
    })
    .from(whatsapps)
    .leftJoin(
      cloudApiSettings,
      and(
        eq(cloudApiSettings.companyId, whatsapps.companyId),
        eq(cloudApiSettings.whatsappId, whatsapps.id),
      ),
    )
    .where(and(eq(whatsapps.id, whatsappId), eq(whatsapps.provider, 'cloud-api')));
  return row;
}

export async function upsertSettings(
  db: Executor,
  companyId: number,
  whatsappId: number,
  patch: CloudApiSettingsPatch,
) {
  await db
    .insert(cloudApiSettings)
    .values({ companyId, whatsappId, ...patch })
    .onConflictDoUpdate({ target: cloudApiSettings.whatsappId, set: patch });
}

export async function insertWebhook(
  db: Executor,
  companyId: number,
  whatsappId: number,
  payload: unknown,
) {
  const [row] = await db
    .insert(cloudApiWebhooks)
    .values({ companyId, whatsappId, payload })
    .returning({ id: cloudApiWebhooks.id });
  return row!.id;
}

export async function findWebhook(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(cloudApiWebhooks)
    .where(and(eq(cloudApiWebhooks.companyId, companyId), eq(cloudApiWebhooks.id, id)));
  return row;
}

export async function markWebhookProcessed(db: Executor, companyId: number, id: number, at: Date) {
  await db
    .update(cloudApiWebhooks)
    .set({ processedAt: at })
    .where(and(eq(cloudApiWebhooks.companyId, companyId), eq(cloudApiWebhooks.id, id)));
}

/** When the customer last wrote in this ticket (messages_ticket_created walks it newest first). */
export async function lastInboundAt(db: Executor, companyId: number, ticketId: number) {
  const [row] = await db
    .select({ createdAt: messages.createdAt })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.ticketId, ticketId),
        eq(messages.fromMe, false),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  return row?.createdAt ?? null;
}

/**
 * Deletes up to `limit` deliveries processed before `before`, oldest first (index
 * cloud_api_webhooks_processed); answers how many went. Unprocessed rows are never touched.
 */
export async function deleteProcessedWebhooks(db: Executor, before: Date, limit: number) {
  const due = db
    .select({ id: cloudApiWebhooks.id })
    .from(cloudApiWebhooks)
    .where(and(isNotNull(cloudApiWebhooks.processedAt), lt(cloudApiWebhooks.processedAt, before)))
    .orderBy(asc(cloudApiWebhooks.processedAt))
    .limit(limit);
  const gone = await db
    .delete(cloudApiWebhooks)
    .where(inArray(cloudApiWebhooks.id, due))
    .returning({ id: cloudApiWebhooks.id });
  return gone.length;
}
