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
  const [laneRows, cardRows] = await Promise.all([
    listLanes(ctx.db, ctx.companyId, KANBAN_MAX.lanes),
    listCards(
      ctx.db,
      viewerOf(ctx),
      { queueIds: q.queueIds, tagId: q.tagId, contactId: q.contactId },
      KANBAN_MAX.cardsPerBoard,
    ),
  ]);
  const cards = await toCardDTOs(ctx.db, ctx.companyId, cardRows);
  const byLane = new Map<number, typeof cards>();
  for (const card of cards) {
    const list = byLane.get(card.laneId) ?? [];
    list.push(card);
    byLane.set(card.laneId, list);
  }
  return { lanes: laneRows.map((l) => ({ ...toLaneDTO(l), kanbans: byLane.get(l.id) ?? [] })) };
}
