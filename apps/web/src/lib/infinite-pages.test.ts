import { describe, expect, it } from 'vitest';
import { infinitePages, type PagesData } from './infinite-pages';

type Row = { id: number; name: string };
type Page = { rows: Row[]; hasMore: boolean; count: number };
const pages = infinitePages<Page, 'rows', Row>('rows');

function data(...ids: number[][]): PagesData<Page> {
  const count = ids.flat().length;
  return {
    pages: ids.map((p) => ({
      rows: p.map((id) => ({ id, name: `r${id}` })),
      hasMore: true,
      count,
    })),
    pageParams: ids.map((_, i) => i + 1),
  };
}
const ids = (d: PagesData<Page>) => d?.pages.map((p) => p.rows.map((r) => r.id));

describe('infinitePages', () => {
  it('puts a new row at the top of the first page and counts it', () => {
    const next = pages.upsertFirst(data([1, 2], [3]), { id: 9, name: 'new' });
    expect(ids(next)).toEqual([[9, 1, 2], [3]]);
    expect(next?.pages[0].count).toBe(4);
  });

  it('replaces a listed row in place without changing the count', () => {
    const next = pages.upsertFirst(data([1, 2], [3]), { id: 3, name: 'changed' });
    expect(ids(next)).toEqual([[1, 2], [3]]);
    expect(next?.pages[1].rows[0].name).toBe('changed');
    expect(next?.pages[0].count).toBe(3);
  });

  it('removes a row from any page and lowers the total shown on the first page', () => {
    const next = pages.remove(data([1, 2], [3]), 3);
    expect(ids(next)).toEqual([[1, 2], []]);
    expect(next?.pages[0].count).toBe(2);
  });

  it('returns the same object when the row is not listed', () => {
    const d = data([1]);
    expect(pages.remove(d, 42)).toBe(d);
    expect(pages.replace(d, { id: 42, name: 'x' })).toBe(d);
  });
});
