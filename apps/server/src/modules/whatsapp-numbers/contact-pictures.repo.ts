import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, whatsapps } from '../../db/schema';

const oneContact = (companyId: number, id: number) =>
  and(eq(contacts.companyId, companyId), eq(contacts.id, id));

export async function findPictureState(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select({
      number: contacts.number,
      isGroup: contacts.isGroup,
      path: contacts.profilePicPath,
      checkedAt: contacts.profilePicCheckedAt,
    })
    .from(contacts)
    .where(oneContact(companyId, id));
  return row;
}

export interface PictureConnection {
  id: number;
  name: string;
  provider: string;
  status: string;
}

/** A lookup asked for: the contact, and the connection to ask (else the company's default). */
export interface LookupAsked {
  contactId: number;
  connectionId?: number;
}

export interface LookupSubject {
  contactId: number;
  number: string;
  isGroup: boolean;
  /** When a channel answered for it (a copy of the lookup that ran first), else null. */
  checkedAt: Date | null;
  connection: PictureConnection | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * What the lookups of a batch read, in one statement: each contact's number and whether a
 * channel answered for it, and the connection to ask (the one named, else the company's
 * default). Contacts of another company or gone are left out.
 */
export async function findLookupSubjects(
  db: Executor,
  companyId: number,
  asked: LookupAsked[],
): Promise<LookupSubject[]> {
  const wanted = asked.map((a) => ({ contact_id: a.contactId, connection_id: a.connectionId }));
  const result = await db.execute(sql`
    select ${contacts.id} as "contactId", ${contacts.number} as "number",
      ${contacts.isGroup} as "isGroup", ${contacts.profilePicCheckedAt} as "checkedAt",
      (select json_build_object('id', ${whatsapps.id}, 'name', ${whatsapps.name},
          'provider', ${whatsapps.provider}, 'status', ${whatsapps.status})
        from ${whatsapps}
        where ${whatsapps.companyId} = ${contacts.companyId}
          and (${whatsapps.id} = asked.connection_id
            or (asked.connection_id is null and ${whatsapps.isDefault}))
        limit 1) as "connection"
    from json_to_recordset(${JSON.stringify(wanted)}::json) as asked(contact_id int, connection_id int)
    join ${contacts} on ${contacts.companyId} = ${companyId} and ${contacts.id} = asked.contact_id`);
  return rowsOf<LookupSubject>(result).map((row) => ({
    ...row,
    checkedAt: row.checkedAt === null ? null : new Date(row.checkedAt),
  }));
}

/** A channel's answer for a contact: the stored picture (its path and address) or none. */
export interface PictureAnswer {
  contactId: number;
  path: string | null;
  url: string;
}

/**
 * Records the channels' answers of a batch, in one statement. Answers, per contact still
 * there, the path its answer replaced, so the caller removes that file; a contact gone is
 * left out. The rows are locked in id order to read the paths they replace.
 */
export async function savePictures(
  db: Executor,
  companyId: number,
  answers: PictureAnswer[],
  checkedAt: Date,
): Promise<Map<number, string | null>> {
  if (answers.length === 0) return new Map();
  const given = answers.map((a) => ({ id: a.contactId, path: a.path, url: a.url }));
  const result = await db.execute(sql`
    with answer as (
      select * from json_to_recordset(${JSON.stringify(given)}::json) as a(id int, path text, url text)
    ), before as (
      select ${contacts.id} as id, ${contacts.profilePicPath} as path from ${contacts}
      where ${contacts.companyId} = ${companyId} and ${contacts.id} in (select id from answer)
      order by ${contacts.id} for update
    )
    update ${contacts} set
      profile_pic_path = answer.path,
      profile_pic_url = answer.url,
      profile_pic_checked_at = ${checkedAt.toISOString()}::timestamptz
    from answer join before on before.id = answer.id
    where ${contacts.id} = answer.id
    returning ${contacts.id} as id, before.path as replaced`);
  return new Map(
    rowsOf<{ id: number; replaced: string | null }>(result).map((r) => [r.id, r.replaced]),
  );
}
