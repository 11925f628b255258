import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts } from '../../db/schema';

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

/**
 * Records the channel's answer: the stored picture (path and the address the API serves it
 * at) or none. Answers the path it replaced, so the caller removes that file.
 */
export async function savePicture(
  db: Executor,
  companyId: number,
  id: number,
  picture: { path: string | null; url: string; checkedAt: Date },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ path: contacts.profilePicPath })
      .from(contacts)
      .where(oneContact(companyId, id))
      .for('update');
    if (!before) return undefined;
    await tx
      .update(contacts)
      .set({
        profilePicPath: picture.path,
        profilePicUrl: picture.url,
        profilePicCheckedAt: picture.checkedAt,
      })
      .where(oneContact(companyId, id));
    return { replaced: before.path };
  });
}
