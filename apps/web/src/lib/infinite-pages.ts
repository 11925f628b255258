import type { InfiniteData } from '@tanstack/react-query';

/**
 * Edits of the cached pages of an infinite list (TanStack Query's InfiniteData), shared by every
 * list page. Each page holds its rows under one key (`contacts`, `users`, `records`, ...) and
 * may carry the list's total as `count`, kept in step on insert and removal.
 */
type Row = { id: number };
export type PagesData<P> = InfiniteData<P, number> | undefined;

export function infinitePages<
  P extends Record<K, T[]> & { count?: number },
  K extends string,
  T extends Row,
>(rowsKey: K) {
  const rows = (p: P): T[] => p[rowsKey];
  const withRows = (p: P, next: T[], countDelta = 0): P => {
    const page = { ...p, [rowsKey]: next } as P;
    if (countDelta !== 0 && typeof p.count === 'number') {
      page.count = Math.max(0, p.count + countDelta);
    }
    return page;
  };

  const isListed = (data: PagesData<P>, id: number) =>
    Boolean(data?.pages.some((p) => rows(p).some((r) => r.id === id)));

  /** Replaces the row where it is listed; the same object when it is not. */
  function replace(data: PagesData<P>, row: T, merge?: (old: T, row: T) => T): PagesData<P> {
    if (!data || !isListed(data, row.id)) return data;
    const pages = data.pages.map((p) =>
      withRows(
        p,
        rows(p).map((r) => (r.id === row.id ? (merge ? merge(r, row) : row) : r)),
      ),
    );
    return { ...data, pages };
  }

  /** Replaces the row where it is listed, or puts it at the top of the first page. */
  function upsertFirst(data: PagesData<P>, row: T): PagesData<P> {
    if (!data) return data;
    if (isListed(data, row.id)) return replace(data, row);
    const pages = data.pages.map((p, i) => (i === 0 ? withRows(p, [row, ...rows(p)], 1) : p));
    return { ...data, pages };
  }

  /** Takes the row out; the same object when it is not listed. */
  function remove(data: PagesData<P>, id: number): PagesData<P> {
    if (!data || !isListed(data, id)) return data;
    const pages = data.pages.map((p) => {
      const kept = rows(p).filter((r) => r.id !== id);
      // the total lives on every page; the first page's is the one shown
      return withRows(p, kept, -1);
    });
    return { ...data, pages };
  }

  return { isListed, replace, upsertFirst, remove };
}
