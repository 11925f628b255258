import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedFor } from '../../db/prepared';
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

const p = (name: string) => sql.placeholder(name);

// prepared: every new customer's lookup runs it
const lookupSubjectStatement = preparedFor((db) =>
  db
    .select({
      number: contacts.number,
      isGroup: contacts.isGroup,
      checkedAt: contacts.profilePicCheckedAt,
      connection: sql<PictureConnection | null>`(
        select json_build_object('id', ${whatsapps.id}, 'name', ${whatsapps.name},
          'provider', ${whatsapps.provider}, 'status', ${whatsapps.status})
        from ${whatsapps}
        where ${whatsapps.companyId} = ${contacts.companyId}
          and (${whatsapps.id} = ${p('connectionId')}::int
            or (${p('connectionId')}::int is null and ${whatsapps.isDefault}))
        limit 1)`,
    })
    .from(contacts)
    .where(and(eq(contacts.companyId, p('companyId')), eq(contacts.id, p('contactId'))))
    .prepare('picture_lookup_subject'),
);

/**
 * What a picture lookup reads, in one statement: the contact's number and whether a channel
 * answered for it, and the connection to ask (the one named, else the company's default).
 */
export async function findLookupSubject(
  db: Executor,
  companyId: number,
  contactId: number,
  connectionId: number | undefined,
) {
  const [row] = await lookupSubjectStatement(db).execute({
    companyId,
    contactId,
    connectionId: connectionId ?? null,
  });
  return row;
}

/**
 * Records the channel's answer: the stored picture (path and the address the API serves it
 * at) or none. Answers the path it replaced, so the caller removes that file; undefined when
 * the contact is gone. One statement: the row's lock is taken to read the path it replaces.
 */
export async function savePicture(
  db: Executor,
  companyId: number,
  id: number,
  picture: { path: string | null; url: string; checkedAt: Date },
) {
  const result = await db.execute(sql`
    with before as (
      select ${contacts.id} as id, ${contacts.profilePicPath} as path from ${contacts}
      where ${oneContact(companyId, id)} for update
    )
    update ${contacts} set
      profile_pic_path = ${picture.path},
      profile_pic_url = ${picture.url},
      profile_pic_checked_at = ${picture.checkedAt.toISOString()}::timestamptz
    from before where ${contacts.id} = before.id
    returning before.path as replaced`);
  const [row] = (result as unknown as { rows: { replaced: string | null }[] }).rows;
  return row;
}
