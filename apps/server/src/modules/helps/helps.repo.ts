import { asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { HelpDTO } from '@atende/shared';
import type { Executor } from '../../db/client';
import { nameTaken } from '../../db/name-taken';
import { helps } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';

/** Help videos are platform content: no company_id, the same rows for every company. */
const columns = {
  id: helps.id,
  title: helps.title,
  description: helps.description,
  video: helps.video,
};

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const term = likePattern(search);
  return or(
    sql`f_unaccent(lower(${helps.title})) like f_unaccent(lower(${term}))`,
    sql`f_unaccent(lower(${helps.description})) like f_unaccent(lower(${term}))`,
  );
}

/** One page by title (helps_title_id_idx serves the order), and the total for the filter. */
export async function listHelpsPage(
  db: Executor,
  opts: { search: string; limit: number; offset: number },
) {
  const where = searchCondition(opts.search);
  const rows = await db
    .select(columns)
    .from(helps)
    .where(where)
    .orderBy(asc(helps.title), asc(helps.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  const [{ total }] = await db.select({ total: count() }).from(helps).where(where);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit, total };
}

export function listHelps(db: Executor): Promise<HelpDTO[]> {
  return db.select(columns).from(helps).orderBy(asc(helps.title), asc(helps.id)).limit(1000);
}

export async function findHelp(db: Executor, id: number): Promise<HelpDTO | undefined> {
  const [row] = await db.select(columns).from(helps).where(eq(helps.id, id)).limit(1);
  return row;
}

export async function insertHelp(db: Executor, data: Omit<HelpDTO, 'id'>): Promise<HelpDTO> {
  const [row] = await db.insert(helps).values(data).returning(columns);
  return row;
}

export async function updateHelp(db: Executor, id: number, data: Omit<HelpDTO, 'id'>) {
  const [row] = await db
    .update(helps)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(helps.id, id))
    .returning(columns);
  return row;
}

export async function deleteHelp(db: Executor, id: number) {
  const rows = await db.delete(helps).where(eq(helps.id, id)).returning({ id: helps.id });
  return rows.length > 0;
}

/** Another help video already has this title (the platform's list, shared by every company). */
export const helpTitleTaken = (db: Executor, title: string, exceptId?: number) =>
  nameTaken(db, { id: helps.id, name: helps.title }, undefined, title, exceptId);
