import type { TFunction } from 'i18next';
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { KanbanBoardLaneDTO } from '@atende/shared';
import { idOf, isLane } from './dnd-ids';

/**
 * What a screen reader hears while a card or a lane is moved with the keyboard (Space, the
 * arrows, Space or Esc), in the user's language and by name: the drag library's own texts are
 * English and speak of 'draggable item card-1' and 'droppable area lane-2'.
 */
export function kanbanAnnouncements(
  t: TFunction,
  lanes: KanbanBoardLaneDTO[],
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const laneOf = (dndId: UniqueIdentifier) =>
    isLane(dndId)
      ? lanes.find((l) => l.id === idOf(dndId))
      : lanes.find((l) => l.kanbans.some((c) => c.id === idOf(dndId)));
  const cardTitle = (dndId: UniqueIdentifier) =>
    lanes.flatMap((l) => l.kanbans).find((c) => c.id === idOf(dndId))?.title ?? '';
  const what = (dndId: UniqueIdentifier) =>
    isLane(dndId)
      ? t('kanban.moving.lane', { name: laneOf(dndId)?.name ?? '' })
      : t('kanban.moving.card', { title: cardTitle(dndId) });
  /** Where the moved thing would land: a lane, or a place among a lane's cards or lanes. */
  const where = (active: UniqueIdentifier, over: UniqueIdentifier) => {
    const lane = laneOf(over);
    if (!lane) return '';
    if (isLane(active)) return t('kanban.moving.lanePlace', { position: lanes.indexOf(lane) + 1 });
    if (isLane(over)) return t('kanban.moving.inLane', { name: lane.name });
    const position = lane.kanbans.findIndex((c) => c.id === idOf(over)) + 1;
    return t('kanban.moving.atPlace', { name: lane.name, position });
  };
  const picked = (active: UniqueIdentifier) =>
    t('kanban.moving.picked', { what: what(active), where: where(active, active) });
  return {
    screenReaderInstructions: { draggable: t('kanban.moving.instructions') },
    announcements: {
      onDragStart: ({ active }) => picked(active.id),
      // just picked up, a card is over its own place: the pick-up text, not a move, is said
      onDragOver: ({ active, over }) =>
        !over
          ? t('kanban.moving.nowhere', { what: what(active.id) })
          : over.id === active.id
            ? picked(active.id)
            : t('kanban.moving.over', { what: what(active.id), where: where(active.id, over.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('kanban.moving.dropped', { what: what(active.id), where: where(active.id, over.id) })
          : t('kanban.moving.cancelled', { what: what(active.id) }),
      onDragCancel: ({ active }) => t('kanban.moving.cancelled', { what: what(active.id) }),
    },
  };
}
