import { ANNOUNCEMENT_ACTIVE_MAX, type AnnouncementData } from '@atende/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements, companies } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';
import type { AnnouncementRow } from './announcement-dto';

/**
 * Announcements are platform records (no company column): only super users write them and
 * every company reads the active ones (docs/decisions/0062-announcements.md).
 */
const byPriority = [asc(announcements.priority), desc(announcements.id)];

/** One page of every announcement, by priority then newest; title search ignores accents. */
export async function listPage(
  db: Executor,
  opts: { search: string; limit: number; offset: number },
): Promise<{ rows: AnnouncementRow[]; hasMore: boolean }> {
  const rows = await db
    .select()
    .from(announcements)
    .where(
      opts.search
        ? sql`f_unaccent(lower(${announcements.title})) like f_unaccent(lower(${likePattern(opts.search)}))`
        : undefined,
    )
    .orderBy(...byPriority)
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

/** The active ones for the top bar, by priority then newest (announcements_active_priority). */
export function listActive(db: Executor): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(eq(announcements.status, true))
    .orderBy(...byPriority)
    .limit(ANNOUNCEMENT_ACTIVE_MAX);
}

export async function find(db: Executor, id: number) {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  return row;
}

export async function insert(db: Executor, data: AnnouncementData, now: Date) {
  const [row] = await db
    .insert(announcements)
    .values({ ...data, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function update(
  db: Executor,
  id: number,
  patch: Partial<AnnouncementData> & {
    mediaPath?: string | null;
    mediaName?: string | null;
    mediaType?: string | null;
  },
  now: Date,
) {
  const [row] = await db
    .update(announcements)
    .set({ ...patch, updatedAt: now })
    .where(eq(announcements.id, id))
    .returning();
  return row;
}

export async function remove(db: Executor, id: number) {
  const [row] = await db.delete(announcements).where(eq(announcements.id, id)).returning();
  return row;
}

/** The row, locked until the transaction ends (image changes run one after the other). */
export async function findForUpdate(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(announcements)
    .where(eq(announcements.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Every company: an announcement is for all of them. */
export async function allCompanyIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  return rows.map((r) => r.id);
}
