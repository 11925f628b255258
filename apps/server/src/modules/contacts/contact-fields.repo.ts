import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ContactExtraInfoDTO } from '@atende/shared';
import type { Executor } from '../../db/client';
import { contactCustomFields, contacts } from '../../db/schema';

export interface ExtraInfoInput {
  id?: number | null;
  name: string;
  value: string;
}

/** The extra information of several of the company's contacts in one query. */
export async function extraInfoOfContacts(
  db: Executor,
  companyId: number,
  contactIds: number[],
): Promise<Map<number, ContactExtraInfoDTO[]>> {
  const result = new Map<number, ContactExtraInfoDTO[]>(contactIds.map((id) => [id, []]));
  if (!contactIds.length) return result;
  const rows = await db
    .select({
      contactId: contactCustomFields.contactId,
      id: contactCustomFields.id,
      name: contactCustomFields.name,
      value: contactCustomFields.value,
    })
    .from(contactCustomFields)
    .innerJoin(contacts, eq(contacts.id, contactCustomFields.contactId))
    .where(
      and(eq(contacts.companyId, companyId), inArray(contactCustomFields.contactId, contactIds)),
    )
    .orderBy(asc(contactCustomFields.id));
  for (const { contactId, id, name, value } of rows)
    result.get(contactId)?.push({ id, name, value });
  return result;
}

/**
 * Makes the contact's extra information exactly `items`: entries carrying the id of one of this
 * contact's fields are edited in place (the id stays stable), the rest are added, and fields
 * left out are removed. An id of another contact is treated as a new entry. Scoped through the
 * parent row: nothing is written for another company's contact.
 */
export async function replaceExtraInfo(
  db: Executor,
  companyId: number,
  contactId: number,
  items: ExtraInfoInput[],
) {
  const [own] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contactId)));
  if (!own) return;
  const ids = items.map((i) => i.id).filter((id): id is number => typeof id === 'number');
  const owned = new Set(
    ids.length
      ? (
          await db
            .select({ id: contactCustomFields.id })
            .from(contactCustomFields)
            .where(
              and(
                eq(contactCustomFields.contactId, contactId),
                inArray(contactCustomFields.id, ids),
              ),
            )
        ).map((r) => r.id)
      : [],
  );
  const kept = items.filter((i) => i.id != null && owned.has(i.id));
  const added = items.filter((i) => i.id == null || !owned.has(i.id));
  const keptIds = [...new Set(kept.map((i) => i.id as number))];

  await db
    .delete(contactCustomFields)
    .where(
      keptIds.length
        ? and(
            eq(contactCustomFields.contactId, contactId),
            notInArray(contactCustomFields.id, keptIds),
          )
        : eq(contactCustomFields.contactId, contactId),
    );
  if (kept.length) {
    // one statement for every edited entry (the list is bounded by the schema)
    const values = sql.join(
      kept.map((i) => sql`(${i.id}::int, ${i.name}::text, ${i.value}::text)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${contactCustomFields} as f set name = v.name, value = v.value
      from (values ${values}) as v(id, name, value)
      where f.id = v.id and f.contact_id = ${contactId}`);
  }
  if (added.length) {
    await db
      .insert(contactCustomFields)
      .values(added.map((i) => ({ contactId, name: i.name, value: i.value })));
  }
}
