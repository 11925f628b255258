import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, tickets, ticketTrackings, whatsapps } from '../../db/schema';

/**
 * One cycle of a fixture: its ticket is made for it, and its contact too unless an earlier cycle
 * of the same call named the same contact (that one is reused). Times as ISO instants.
 */
export interface CycleFixture {
  contactName: string;
  contactCreatedAt?: string;
  queueId?: number | null;
  userId?: number | null;
  queuedAt: string;
  startedAt?: string;
  finishedAt?: string;
  rating?: number;
}

const at = (iso: string | undefined) => (iso ? new Date(iso) : null);

/** Writes the cycles (a ticket each) into the company, on its first connection. */
export async function seedCycles(db: Executor, companyId: number, cycles: CycleFixture[]) {
  let [connection] = await db
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(eq(whatsapps.companyId, companyId))
    .limit(1);
  if (!connection) {
    const token = randomUUID();
    [connection] = await db
      .insert(whatsapps)
      .values({ companyId, name: `Conexão ${token.slice(0, 8)}`, token })
      .returning({ id: whatsapps.id });
  }
  const ids: number[] = [];
  const byName = new Map<string, typeof contacts.$inferSelect>();
  for (const c of cycles) {
    let contact = byName.get(c.contactName);
    if (!contact) {
      [contact] = await db
        .insert(contacts)
        .values({
          companyId,
          name: c.contactName,
          number: `55119${randomUUID().replace(/\D/g, '').padEnd(8, '1').slice(0, 8)}`,
          createdAt: new Date(c.contactCreatedAt ?? '2026-01-01T12:00:00Z'),
        })
        .returning();
      byName.set(c.contactName, contact!);
    }
    const status = c.finishedAt ? 'closed' : c.startedAt ? 'open' : 'pending';
    const [ticket] = await db
      .insert(tickets)
      .values({
        companyId,
        contactId: contact!.id,
        whatsappId: connection!.id,
        status,
        queueId: c.queueId ?? null,
        userId: c.userId ?? null,
      })
      .returning();
    const [row] = await db
      .insert(ticketTrackings)
      .values({
        companyId,
        ticketId: ticket!.id,
        whatsappId: connection!.id,
        contactId: contact!.id,
        queueId: c.queueId ?? null,
        userId: c.userId ?? null,
        queuedAt: at(c.queuedAt),
        startedAt: at(c.startedAt),
        finishedAt: at(c.finishedAt),
        rating: c.rating ?? null,
        ratingState: c.rating ? 'rated' : null,
      })
      .returning();
    ids.push(row!.id);
  }
  return ids;
}
