import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxMessages, whatsapps } from '../../db/schema';

export interface SandboxState {
  paired?: boolean;
  pendingQr?: string;
  number?: string;
}

export async function readState(db: Executor, companyId: number, connectionId: number) {
  const [row] = await db
    .select({ state: whatsapps.channelState })
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, connectionId)))
    .limit(1);
  return row ? (row.state as SandboxState) : undefined;
}

export async function writeState(
  db: Executor,
  companyId: number,
  connectionId: number,
  state: SandboxState,
) {
  await db
    .update(whatsapps)
    // the paired phone's number is also the connection's visible number
    .set({
      channelState: state as Record<string, unknown>,
      ...(state.number ? { number: state.number } : {}),
    })
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, connectionId)));
}

/**
 * Records a message on the phone only while it is paired, in one statement; false when the
 * phone is not connected (nothing is written).
 */
export async function logIfPaired(db: Executor, row: typeof sandboxMessages.$inferInsert) {
  const result = await db.execute(sql`
    insert into ${sandboxMessages} (company_id, whatsapp_id, number, external_id, direction, body, media_name, ack)
    select ${row.companyId}, ${row.whatsappId}, ${row.number}, ${row.externalId}, ${row.direction},
           ${row.body ?? ''}, ${row.mediaName ?? null}, ${row.ack ?? 0}
    where exists (
      select 1 from ${whatsapps}
      where ${whatsapps.id} = ${row.whatsappId} and ${whatsapps.companyId} = ${row.companyId}
        and ${whatsapps.provider} = 'sandbox' and (${whatsapps.channelState} ->> 'paired') = 'true')
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** One message on one company's phone: the connection id alone does not say whose it is. */
const phoneMessage = (companyId: number, connectionId: number, externalId: string) =>
  and(
    eq(sandboxMessages.companyId, companyId),
    eq(sandboxMessages.whatsappId, connectionId),
    eq(sandboxMessages.externalId, externalId),
  );

export async function setPhoneAck(
  db: Executor,
  companyId: number,
  connectionId: number,
  externalId: string,
  ack: number,
) {
  await db
    .update(sandboxMessages)
    .set({ ack: sql`greatest(${sandboxMessages.ack}, ${ack})` })
    .where(phoneMessage(companyId, connectionId, externalId));
}

/** Read receipts: the phone's own messages `externalIds` turn read (ack only moves forward). */
export async function setPhoneAcks(
  db: Executor,
  companyId: number,
  connectionId: number,
  externalIds: string[],
  ack: number,
) {
  if (!externalIds.length) return;
  await db
    .update(sandboxMessages)
    .set({ ack: sql`greatest(${sandboxMessages.ack}, ${ack})` })
    .where(
      and(
        eq(sandboxMessages.companyId, companyId),
        eq(sandboxMessages.whatsappId, connectionId),
        inArray(sandboxMessages.externalId, externalIds),
      ),
    );
}

export async function markPhoneDeleted(
  db: Executor,
  companyId: number,
  connectionId: number,
  externalId: string,
) {
  await db
    .update(sandboxMessages)
    .set({ deleted: true })
    .where(phoneMessage(companyId, connectionId, externalId));
}

export function phoneConversation(
  db: Executor,
  companyId: number,
  connectionId: number,
  number: string,
) {
  return db
    .select()
    .from(sandboxMessages)
    .where(
      and(
        eq(sandboxMessages.companyId, companyId),
        eq(sandboxMessages.whatsappId, connectionId),
        eq(sandboxMessages.number, number),
      ),
    )
    .orderBy(asc(sandboxMessages.id))
    .limit(1000);
}

/** What the phone received but has not yet acknowledged as read (a restart dropped the timer). */
export function unreadOnPhone(db: Executor, companyId: number, connectionId: number) {
  return db
    .select({ externalId: sandboxMessages.externalId, ack: sandboxMessages.ack })
    .from(sandboxMessages)
    .where(
      and(
        eq(sandboxMessages.companyId, companyId),
        eq(sandboxMessages.whatsappId, connectionId),
        eq(sandboxMessages.direction, 'out'),
        eq(sandboxMessages.deleted, false),
        lt(sandboxMessages.ack, 3),
      ),
    )
    .orderBy(asc(sandboxMessages.id))
    .limit(1000);
}
