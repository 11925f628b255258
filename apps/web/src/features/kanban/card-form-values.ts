import type { KanbanCardDTO, KanbanCardUpdateInput } from '@atende/shared';

export interface KanbanCardFormValues {
  title: string;
  description: string;
  laneId: number;
  queues: number[];
  tags: number[];
  contacts: number[];
  users: number[];
}

const REF_FIELDS = ['queues', 'tags', 'contacts', 'users'] as const;

export const valuesOf = (card: KanbanCardDTO): KanbanCardFormValues => ({
  title: card.title,
  description: card.description,
  laneId: card.laneId,
  queues: card.queues.map((q) => q.id),
  tags: card.tags.map((q) => q.id),
  contacts: card.contacts.map((q) => q.id),
  users: card.users.map((q) => q.id),
});

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Only the fields that changed (spec 3 §4); an empty object when none did. */
export function changedFields(
  before: KanbanCardFormValues,
  after: KanbanCardFormValues,
): KanbanCardUpdateInput {
  const out: KanbanCardUpdateInput = {};
  if (after.title.trim() !== before.title) out.title = after.title;
  if (after.description !== before.description) out.description = after.description;
  if (after.laneId !== before.laneId) out.laneId = after.laneId;
  for (const f of REF_FIELDS) if (!sameIds(before[f], after[f])) out[f] = after[f];
  return out;
}
