import { and, asc, eq, sql } from 'drizzle-orm';
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

export async function logPhoneMessage(db: Executor, row: typeof sandboxMessages.$inferInsert) {
  await db.insert(sandboxMessages).values(row);
}

export async function setPhoneAck(
  db: Executor,
  connectionId: number,
  externalId: string,
  ack: number,
) {
  await db
    .update(sandboxMessages)
    .set({ ack: sql`greatest(${sandboxMessages.ack}, ${ack})` })
    .where(
      and(eq(sandboxMessages.whatsappId, connectionId), eq(sandboxMessages.externalId, externalId)),
    );
}

export async function markPhoneDeleted(db: Executor, connectionId: number, externalId: string) {
  await db
    .update(sandboxMessages)
    .set({ deleted: true })
    .where(
      and(eq(sandboxMessages.whatsappId, connectionId), eq(sandboxMessages.externalId, externalId)),
    );
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
