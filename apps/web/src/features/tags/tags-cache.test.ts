import { describe, expect, it } from 'vitest';
import type { TagListItemDTO } from '@atende/shared';
import { removeTag, upsertTag, type TagsData } from './tags-cache';

const row = (id: number, name: string, ticketsCount = 0): TagListItemDTO => ({
  id,
  name,
  color: '#5C59A0',
  kanban: 0,
  ticketsCount,
});
const data = (pages: { tags: TagListItemDTO[]; hasMore: boolean }[]): TagsData => ({
  pages,
  pageParams: pages.map((_, i) => i + 1),
});
const names = (d: TagsData) => d!.pages.map((p) => p.tags.map((g) => g.name));

describe('tags cache', () => {
  it('replaces a listed tag and keeps its tickets count', () => {
    const d = data([{ tags: [row(1, 'Alfa', 3)], hasMore: false }]);
    const next = upsertTag(d, { id: 1, name: 'Alfa 2', color: '#000000', kanban: 1 });
    expect(next!.pages[0].tags).toEqual([
      { id: 1, name: 'Alfa 2', color: '#000000', kanban: 1, ticketsCount: 3 },
    ]);
  });

  it('inserts a new tag at its place by name, or leaves it for a page not loaded yet', () => {
    const d = data([
      { tags: [row(1, 'Alfa'), row(2, 'Gama')], hasMore: true },
      { tags: [row(3, 'Pi')], hasMore: true },
    ]);
    const tag = { color: '#000000', kanban: 0 };
    expect(names(upsertTag(d, { id: 9, name: 'Beta', ...tag }))).toEqual([
      ['Alfa', 'Beta', 'Gama'],
      ['Pi'],
    ]);
    // after every loaded row while more pages exist: its page will bring it
    expect(upsertTag(d, { id: 9, name: 'Zzz', ...tag })).toBe(d);
    const complete = data([{ tags: [row(1, 'Alfa')], hasMore: false }]);
    expect(names(upsertTag(complete, { id: 9, name: 'Zzz', ...tag }))).toEqual([['Alfa', 'Zzz']]);
  });

  it('removes a tag from whichever page holds it', () => {
    const d = data([
      { tags: [row(1, 'Alfa')], hasMore: true },
      { tags: [row(2, 'Beta')], hasMore: false },
    ]);
    expect(names(removeTag(d, 2))).toEqual([['Alfa'], []]);
  });
});
