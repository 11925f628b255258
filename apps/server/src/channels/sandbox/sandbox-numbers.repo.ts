import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sandboxNumbers } from '../../db/schema';

/** What the simulated WhatsApp says of a number; undefined: on WhatsApp, no picture. */
export async function findNumber(
  db: Executor,
  companyId: number,
  connectionId: number,
  number: string,
) {
  const [row] = await db
    .select({ onWhatsapp: sandboxNumbers.onWhatsapp, picture: sandboxNumbers.picture })
    .from(sandboxNumbers)
    .where(
      and(
        eq(sandboxNumbers.companyId, companyId),
        eq(sandboxNumbers.whatsappId, connectionId),
        eq(sandboxNumbers.number, number),
      ),
    );
  return row;
}

export async function saveNumber(
  db: Executor,
  row: {
    companyId: number;
    whatsappId: number;
    number: string;
    onWhatsapp: boolean;
    picture: boolean;
  },
) {
  await db
    .insert(sandboxNumbers)
    .values(row)
    .onConflictDoUpdate({
      target: [sandboxNumbers.whatsappId, sandboxNumbers.number],
      set: { onWhatsapp: row.onWhatsapp, picture: row.picture },
    });
}

export function listNumbers(db: Executor, companyId: number, connectionId: number) {
  return db
    .select({
      number: sandboxNumbers.number,
      onWhatsapp: sandboxNumbers.onWhatsapp,
      picture: sandboxNumbers.picture,
    })
    .from(sandboxNumbers)
    .where(
      and(eq(sandboxNumbers.companyId, companyId), eq(sandboxNumbers.whatsappId, connectionId)),
    )
    .orderBy(asc(sandboxNumbers.number))
    .limit(1000);
}
