import type { KanbanCardDTO, KanbanLaneDTO } from '@atende/shared';
import type { Executor } from '../../db/client';
import type { CardRow } from './kanban-cards.repo';
import type { LaneRow } from './kanban-lanes.repo';
import { loadLinks } from './kanban-links.repo';

export const toLaneDTO = (l: LaneRow): KanbanLaneDTO => ({
  id: l.id,
  name: l.name,
  position: l.position,
  color: l.color,
});

function groupBy<T extends { cardId: number }>(rows: T[]) {
  const out = new Map<number, Omit<T, 'cardId'>[]>();
  for (const { cardId, ...rest } of rows) {
    const list = out.get(cardId) ?? [];
    list.push(rest);
    out.set(cardId, list);
  }
  return out;
}

/** The cards with what they link to (four queries whatever their number). */
export async function toCardDTOs(
  db: Executor,
  companyId: number,
  rows: CardRow[],
): Promise<KanbanCardDTO[]> {
  const links = await loadLinks(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  const queues = groupBy(links.queues);
  const tags = groupBy(links.tags);
  const contacts = groupBy(links.contacts);
  const users = groupBy(links.users);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    laneId: r.laneId,
    position: r.position,
    queues: queues.get(r.id) ?? [],
    tags: tags.get(r.id) ?? [],
    contacts: contacts.get(r.id) ?? [],
    users: users.get(r.id) ?? [],
    companyId: r.companyId,
  }));
}
