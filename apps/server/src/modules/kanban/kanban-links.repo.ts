import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  contacts,
  kanbanCardContacts,
  kanbanCardQueues,
  kanbanCardTags,
  kanbanCardUsers,
  queues,
  tags,
  users,
} from '../../db/schema';

/** What a card links to; the request's field names (spec 3 §7 POST /kanban). */
export const LINK_KINDS = ['queues', 'tags', 'contacts', 'users'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

const LINKS = {
  queues: { link: kanbanCardQueues, target: queues },
  tags: { link: kanbanCardTags, target: tags },
  contacts: { link: kanbanCardContacts, target: contacts },
  users: { link: kanbanCardUsers, target: users },
} as const;

/** Of `ids`, those that name a row of the company (the others are foreign or unknown). */
export async function existingIds(db: Executor, companyId: number, kind: LinkKind, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const { target } = LINKS[kind];
  const rows = await db
    .select({ id: target.id })
    .from(target)
    .where(and(eq(target.companyId, companyId), inArray(target.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The card links to exactly `ids` of that kind afterwards. */
export async function replaceLinks(
  tx: Executor,
  companyId: number,
  cardId: number,
  kind: LinkKind,
  ids: number[],
) {
  const { link } = LINKS[kind];
  await tx.delete(link).where(and(eq(link.companyId, companyId), eq(link.cardId, cardId)));
  if (ids.length === 0) return;
  await tx.insert(link).values(ids.map((refId) => ({ companyId, cardId, refId })));
}

type Ref = { cardId: number; id: number; name: string; color: string };
type ContactRef = {
  cardId: number;
  id: number;
  name: string;
  number: string;
  email: string;
  profilePicUrl: string;
};

/** Everything the cards link to, four queries for any number of cards. */
export async function loadLinks(db: Executor, companyId: number, cardIds: number[]) {
  if (cardIds.length === 0) return { queues: [], tags: [], contacts: [], users: [] };
  const q = LINKS.queues.link;
  const t = LINKS.tags.link;
  const c = LINKS.contacts.link;
  const u = LINKS.users.link;
  const [queueRows, tagRows, contactRows, userRows] = await Promise.all([
    db
      .select({ cardId: q.cardId, id: queues.id, name: queues.name, color: queues.color })
      .from(q)
      .innerJoin(queues, and(eq(queues.companyId, q.companyId), eq(queues.id, q.refId)))
      .where(and(eq(q.companyId, companyId), inArray(q.cardId, cardIds)))
      .orderBy(queues.name),
    db
      .select({ cardId: t.cardId, id: tags.id, name: tags.name, color: tags.color })
      .from(t)
      .innerJoin(tags, and(eq(tags.companyId, t.companyId), eq(tags.id, t.refId)))
      .where(and(eq(t.companyId, companyId), inArray(t.cardId, cardIds)))
      .orderBy(tags.name),
    db
      .select({
        cardId: c.cardId,
        id: contacts.id,
        name: contacts.name,
        number: contacts.number,
        email: contacts.email,
        profilePicUrl: contacts.profilePicUrl,
      })
      .from(c)
      .innerJoin(contacts, and(eq(contacts.companyId, c.companyId), eq(contacts.id, c.refId)))
      .where(and(eq(c.companyId, companyId), inArray(c.cardId, cardIds)))
      .orderBy(contacts.name),
    db
      .select({ cardId: u.cardId, id: users.id, name: users.name })
      .from(u)
      .innerJoin(users, and(eq(users.companyId, u.companyId), eq(users.id, u.refId)))
      .where(and(eq(u.companyId, companyId), inArray(u.cardId, cardIds)))
      .orderBy(users.name),
  ]);
  return {
    queues: queueRows as Ref[],
    tags: tagRows as Ref[],
    contacts: contactRows as ContactRef[],
    users: userRows as { cardId: number; id: number; name: string }[],
  };
}
