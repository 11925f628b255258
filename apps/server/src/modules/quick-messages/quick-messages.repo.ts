import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { quickMessages } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';

export type QuickMessageRow = typeof quickMessages.$inferSelect;
type Editable = Partial<
  Pick<QuickMessageRow, 'shortcode' | 'message' | 'geral' | 'status' | 'mediaPath' | 'mediaName'>
>;

/** Who is looking: a user sees the company's shared messages and their own. */
export interface Viewer {
  companyId: number;
  userId: number;
}

const visibleTo = (v: Viewer) =>
  and(
    eq(quickMessages.companyId, v.companyId),
    or(eq(quickMessages.geral, true), eq(quickMessages.userId, v.userId)),
  );

/** Shortcode or message fragment, ignoring case and accents (trigram indexes of the table). */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return sql`(f_unaccent(lower(${quickMessages.shortcode})) like f_unaccent(lower(${pattern}))
    or f_unaccent(lower(${quickMessages.message})) like f_unaccent(lower(${pattern})))`;
}

/** One page by shortcode then id (quick_messages_company_shortcode). */
export async function listPage(
  db: Executor,
  viewer: Viewer,
  opts: { search: string; limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(quickMessages)
    .where(and(visibleTo(viewer), searchCondition(opts.search)))
    .orderBy(asc(quickMessages.shortcode), asc(quickMessages.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

/** Everything the chat's '/' suggestions may offer, bounded. */
export function listAll(db: Executor, viewer: Viewer, limit: number) {
  return db
    .select()
    .from(quickMessages)
    .where(and(visibleTo(viewer), eq(quickMessages.status, 'active')))
    .orderBy(asc(quickMessages.shortcode), asc(quickMessages.id))
    .limit(limit);
}

export async function findVisible(db: Executor, viewer: Viewer, id: number) {
  const [row] = await db
    .select()
    .from(quickMessages)
    .where(and(visibleTo(viewer), eq(quickMessages.id, id)))
    .limit(1);
  return row;
}

/**
 * A message another one would be confused with in the chat's '/' list: the same shortcode
 * (any case) among what its owner sees, or anyone's when it is shared with the company.
 */
export async function findShortcodeClash(
  db: Executor,
  companyId: number,
  candidate: { shortcode: string; ownerId: number; geral: boolean; exceptId?: number },
) {
  const [row] = await db
    .select({ id: quickMessages.id })
    .from(quickMessages)
    .where(
      and(
        eq(quickMessages.companyId, companyId),
        sql`lower(${quickMessages.shortcode}) = lower(${candidate.shortcode})`,
        candidate.exceptId === undefined ? undefined : ne(quickMessages.id, candidate.exceptId),
        candidate.geral
          ? undefined
          : or(eq(quickMessages.geral, true), eq(quickMessages.userId, candidate.ownerId)),
      ),
    )
    .limit(1);
  return row;
}

export async function insert(
  db: Executor,
  data: Editable & { companyId: number; userId: number; shortcode: string },
) {
  const [row] = await db.insert(quickMessages).values(data).returning();
  return row;
}

export async function update(db: Executor, companyId: number, id: number, patch: Editable) {
  const [row] = await db
    .update(quickMessages)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(quickMessages.companyId, companyId), eq(quickMessages.id, id)))
    .returning();
  return row;
}

export async function remove(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(quickMessages)
    .where(and(eq(quickMessages.companyId, companyId), eq(quickMessages.id, id)))
    .returning({ id: quickMessages.id });
  return rows.length > 0;
}
