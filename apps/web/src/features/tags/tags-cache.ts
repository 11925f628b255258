import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TagDTO, TagListItemDTO, TagsPage } from '@atende/shared';

export const TAGS_PAGE_KEY = ['tags', 'page'] as const;

export type TagsData = InfiniteData<TagsPage, number> | undefined;

/** Lower case without accents, as the server compares names when searching. */
export const foldText = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Replaces the tag where it is listed (keeping its tickets count), or inserts it at its place by
 * name among the loaded rows; one that sorts after them waits for its page to be loaded.
 */
export function upsertTag(data: TagsData, tag: TagDTO & { ticketsCount?: number }): TagsData {
  if (!data) return data;
  const listed = data.pages.some((p) => p.tags.some((g) => g.id === tag.id));
  if (listed) {
    const pages = data.pages.map((p) => ({
      ...p,
      tags: p.tags.map((g) =>
        g.id === tag.id ? { ...g, ...tag, ticketsCount: tag.ticketsCount ?? g.ticketsCount } : g,
      ),
    }));
    return { ...data, pages };
  }
  const row: TagListItemDTO = { ...tag, ticketsCount: tag.ticketsCount ?? 0 };
  const last = data.pages.length - 1;
  const pageIndex = data.pages.findIndex((p, i) => {
    const after = p.tags.find((g) => byName(g.name, row.name) > 0);
    return after !== undefined || (i === last && !p.hasMore);
  });
  if (pageIndex < 0) return data;
  const pages = data.pages.map((p, i) => {
    if (i !== pageIndex) return p;
    const at = p.tags.findIndex((g) => byName(g.name, row.name) > 0);
    const tags = [...p.tags];
    tags.splice(at < 0 ? tags.length : at, 0, row);
    return { ...p, tags };
  });
  return { ...data, pages };
}

export function removeTag(data: TagsData, tagId: number): TagsData {
  if (!data) return data;
  const pages = data.pages.map((p) => {
    const tags = p.tags.filter((g) => g.id !== tagId);
    return tags.length === p.tags.length ? p : { ...p, tags };
  });
  return { ...data, pages };
}

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
    const listed = data?.pages.some((p) => p.tags.some((g) => g.id === tag?.id));
    if (tag && !listed && !foldText(tag.name).includes(foldText(search))) continue;
    client.setQueryData(key, patch(data));
  }
}
