import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fileListOptions, fileLists } from '../../db/schema';
import { likePattern } from '../../db/like-pattern';

export type FileListRow = typeof fileLists.$inferSelect;
export type FileListOptionRow = typeof fileListOptions.$inferSelect;

const inCompany = (companyId: number, id: number) =>
  and(eq(fileLists.companyId, companyId), eq(fileLists.id, id));

/** Name fragment, ignoring case and accents (file_lists_name_trgm). */
function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  return sql`f_unaccent(lower(${fileLists.name})) like f_unaccent(lower(${likePattern(search)}))`;
}

/** One page by name then id (file_lists_company_name). */
export async function listPage(
  db: Executor,
  companyId: number,
  opts: { search: string; limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(fileLists)
    .where(and(eq(fileLists.companyId, companyId), searchCondition(opts.search)))
    .orderBy(asc(fileLists.name), asc(fileLists.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return { rows: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
}

/** The options of these lists in one query (file_list_options_list), grouped by list. */
export async function optionsOf(db: Executor, companyId: number, fileListIds: number[]) {
  const byList = new Map<number, FileListOptionRow[]>();
  if (!fileListIds.length) return byList;
  const rows = await db
    .select()
    .from(fileListOptions)
    .where(
      and(
        inArray(fileListOptions.fileListId, fileListIds),
        eq(fileListOptions.companyId, companyId),
      ),
    )
    .orderBy(asc(fileListOptions.fileListId), asc(fileListOptions.id));
  for (const r of rows) byList.set(r.fileListId, [...(byList.get(r.fileListId) ?? []), r]);
  return byList;
}

export async function find(db: Executor, companyId: number, id: number) {
  const [row] = await db.select().from(fileLists).where(inCompany(companyId, id)).limit(1);
  return row;
}

export async function insert(
  db: Executor,
  data: { companyId: number; userId: number; name: string; message: string },
) {
  const [row] = await db.insert(fileLists).values(data).returning();
  return row;
}

export async function update(
  db: Executor,
  companyId: number,
  id: number,
  patch: { name: string; message: string },
) {
  const [row] = await db
    .update(fileLists)
    .set({ ...patch, updatedAt: new Date() })
    .where(inCompany(companyId, id))
    .returning();
  return row;
}

/** The list and its options (file_list_options_company_list_fk cascades). */
export async function remove(db: Executor, companyId: number, id: number) {
  const rows = await db
    .delete(fileLists)
    .where(inCompany(companyId, id))
    .returning({ id: fileLists.id });
  return rows.length > 0;
}

export async function insertOptions(
  db: Executor,
  companyId: number,
  fileListId: number,
  names: string[],
) {
  if (!names.length) return;
  await db.insert(fileListOptions).values(names.map((name) => ({ companyId, fileListId, name })));
}

export async function renameOption(
  db: Executor,
  companyId: number,
  fileListId: number,
  id: number,
  name: string,
) {
  await db
    .update(fileListOptions)
    .set({ name, updatedAt: new Date() })
    .where(
      and(
        eq(fileListOptions.companyId, companyId),
        eq(fileListOptions.fileListId, fileListId),
        eq(fileListOptions.id, id),
      ),
    );
}

export async function removeOptions(
  db: Executor,
  companyId: number,
  fileListId: number,
  ids: number[],
) {
  if (!ids.length) return;
  await db
    .delete(fileListOptions)
    .where(
      and(
        eq(fileListOptions.companyId, companyId),
        eq(fileListOptions.fileListId, fileListId),
        inArray(fileListOptions.id, ids),
      ),
    );
}

/** Records an option's stored file; the previous path is returned so its file can go. */
export async function setOptionFile(
  db: Executor,
  companyId: number,
  fileListId: number,
  id: number,
  file: { path: string; mediaType: string },
) {
  const where = and(
    eq(fileListOptions.companyId, companyId),
    eq(fileListOptions.fileListId, fileListId),
    eq(fileListOptions.id, id),
  );
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ path: fileListOptions.path })
      .from(fileListOptions)
      .where(where)
      .for('update');
    if (!before) return undefined;
    await tx
      .update(fileListOptions)
      .set({ path: file.path, mediaType: file.mediaType, updatedAt: new Date() })
      .where(where);
    return { previous: before.path };
  });
}
