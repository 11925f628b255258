import type { TicketDTO } from '@atende/shared';

export type TagRef = TicketDTO['tags'][number];
/** An existing tag, or a name typed by the user that does not exist yet. */
export type TagOption = TagRef | { id: 0; name: string; color: string; create: true };

/** What the editor's new value adds to and removes from the ticket's tags as the user saw them. */
export function tagChangeOf(current: TagRef[], values: (TagOption | string)[]) {
  const valueIds = new Set(values.map((v) => (typeof v === 'string' ? 0 : v.id)));
  const currentIds = new Set(current.map((tag) => tag.id));
  return {
    added: values.filter((v) => typeof v === 'string' || !v.id || !currentIds.has(v.id)),
    removed: current.filter((tag) => !valueIds.has(tag.id)).map((tag) => tag.id),
  };
}

/**
 * The ticket's tags after this user's change, applied to the newest tags known here: a reply
 * that left the server before a colleague's change must not undo it (decision 0153).
 */
export function applyTagChange(tags: TagRef[], added: TagRef[], removed: number[]): TagRef[] {
  const gone = new Set(removed);
  const kept = tags.filter((tag) => !gone.has(tag.id));
  const fresh = added.filter((tag) => !kept.some((k) => k.id === tag.id));
  // the server lists a ticket's tags by name
  return [...kept, ...fresh].sort((a, b) => a.name.localeCompare(b.name));
}
