import { KANBAN_MAX, type KanbanBoardLaneDTO, type KanbanQuery } from '@atende/shared';
import type { Ctx } from '../../context';
import { toCardDTOs, toLaneDTO } from './kanban.dto';
import { listCards } from './kanban-cards.repo';
import { listLanes } from './kanban-lanes.repo';
import { assertRefs, viewerOf } from './kanban-refs';

/**
 * GET /kanban: every lane of the company with the cards the user may see (docs/decisions/0086),
 * narrowed by the filters; ids in the filters must be the company's (404 naming the filter).
 */
export async function board(ctx: Ctx, q: KanbanQuery): Promise<{ lanes: KanbanBoardLaneDTO[] }> {
  const filterField = { queues: 'queueIds', tags: 'tagId', contacts: 'contactId', users: 'users' };
  await assertRefs(
    ctx,
    {
      queues: q.queueIds,
      tags: q.tagId ? [q.tagId] : undefined,
      contacts: q.contactId ? [q.contactId] : undefined,
    },
    (kind) => filterField[kind],
  );
  const [laneRows, ranked] = await Promise.all([
    listLanes(ctx.db, ctx.companyId, KANBAN_MAX.lanes),
    listCards(
      ctx.db,
      viewerOf(ctx),
      { queueIds: q.queueIds, tagId: q.tagId, contactId: q.contactId },
      { perLane: KANBAN_MAX.cardsPerLane, perBoard: KANBAN_MAX.cardsPerBoard },
    ),
  ]);
  const cards = await toCardDTOs(
    ctx.db,
    ctx.companyId,
    ranked.map((r) => r.card),
  );
  const byLane = new Map<number, typeof cards>();
  const totals = new Map(ranked.map((r) => [r.card.laneId, r.laneTotal]));
  for (const card of cards) {
    const list = byLane.get(card.laneId) ?? [];
    list.push(card);
    byLane.set(card.laneId, list);
  }
  return {
    lanes: laneRows.map((l) => {
      const kanbans = byLane.get(l.id) ?? [];
      const more = (totals.get(l.id) ?? 0) - kanbans.length;
      return { ...toLaneDTO(l), kanbans, ...(more > 0 && { more }) };
    }),
  };
}
