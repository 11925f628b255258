import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { foldText, type TagDTO, type TagListItemDTO, type TagsPage } from '@atende/shared';
import { infinitePages } from '../../lib/infinite-pages';

export const TAGS_PAGE_KEY = ['tags', 'page'] as const;

export type TagsData = InfiniteData<TagsPage, number> | undefined;

const pages = infinitePages<TagsPage, 'tags', TagListItemDTO>('tags');

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Replaces the tag where it is listed (keeping its tickets count), or inserts it at its place by
 * name among the loaded rows; one that sorts after them waits for its page to be loaded.
 */
export function upsertTag(data: TagsData, tag: TagDTO & { ticketsCount?: number }): TagsData {
  if (!data) return data;
  const row: TagListItemDTO = { ...tag, ticketsCount: tag.ticketsCount ?? 0 };
  if (pages.isListed(data, tag.id)) {
    return pages.replace(data, row, (old) => ({
      ...old,
      ...tag,
      ticketsCount: tag.ticketsCount ?? old.ticketsCount,
    }));
  }
  const last = data.pages.length - 1;
  const pageIndex = data.pages.findIndex((p, i) => {
    const after = p.tags.find((g) => byName(g.name, row.name) > 0);
    return after !== undefined || (i === last && !p.hasMore);
  });
  if (pageIndex < 0) return data;
  const next = data.pages.map((p, i) => {
    if (i !== pageIndex) return p;
    const at = p.tags.findIndex((g) => byName(g.name, row.name) > 0);
    const tags = [...p.tags];
    tags.splice(at < 0 ? tags.length : at, 0, row);
    return { ...p, tags };
  });
  return { ...data, pages: next };
}

export const removeTag = (data: TagsData, tagId: number): TagsData => pages.remove(data, tagId);

/**
 * Applies a change to every cached Tags page list; a tag is only added to lists whose search
 * its name matches.
 */
export function patchTagLists(
  client: QueryClient,
  tag: TagDTO | null,
  patch: (d: TagsData) => TagsData,
) {
  for (const [key, data] of client.getQueriesData<InfiniteData<TagsPage, number>>({
    queryKey: TAGS_PAGE_KEY,
  })) {
    const search = String(key[2] ?? '');
    const listed = tag !== null && pages.isListed(data, tag.id);
    if (tag && !listed && !foldText(tag.name).includes(foldText(search))) continue;
    client.setQueryData(key, patch(data));
  }
}
