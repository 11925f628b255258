import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { sandboxNumbers, whatsapps } from '../../db/schema';

const p = (name: string) => sql.placeholder(name);

// prepared: a new customer's picture lookup asks it
const numberOnPhone = preparedFor((db) =>
  db
    .select({
      paired: sql<boolean>`coalesce((${whatsapps.channelState} ->> 'paired') = 'true', false)`,
      onWhatsapp: sandboxNumbers.onWhatsapp,
      picture: sandboxNumbers.picture,
    })
    .from(whatsapps)
    .leftJoin(
      sandboxNumbers,
      and(
        eq(sandboxNumbers.companyId, whatsapps.companyId),
        eq(sandboxNumbers.whatsappId, whatsapps.id),
        eq(sandboxNumbers.number, p('number')),
      ),
    )
    .where(and(eq(whatsapps.companyId, p('companyId')), eq(whatsapps.id, p('connectionId'))))
    .prepare('sandbox_number_on_phone'),
);

/**
 * In one read: whether the phone is paired, and what the simulated WhatsApp says of a number
 * (onWhatsapp and picture null: never said, so on WhatsApp without a picture). Undefined
 * when the connection is not the company's.
 */
export async function findNumberOnPhone(
  db: Executor,
  companyId: number,
  connectionId: number,
  number: string,
) {
  const [row] = await numberOnPhone(db).execute({ companyId, connectionId, number });
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
