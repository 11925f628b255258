import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Paper } from '@mui/material';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import type { KanbanBoardLaneDTO, KanbanCardDTO } from '@atende/shared';
import { idOf, isLane } from './dnd-ids';
import { kanbanAnnouncements } from './kanban-announcements';
import { KanbanCardFace } from './kanban-card';
import { KanbanLane, LANE_WIDTH } from './kanban-lane';

/** A dragged lane meets lanes only; a dragged card prefers the card under the pointer. */
const collisions: CollisionDetection = (args) => {
  if (isLane(args.active.id)) {
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => isLane(c.id)),
    });
  }
  const hits = pointerWithin(args);
  const cards = hits.filter((h) => !isLane(h.id));
  if (cards.length) return cards;
  return hits.length ? hits : rectIntersection(args);
};

interface KanbanBoardProps {
  lanes: KanbanBoardLaneDTO[];
  onMoveCard: (cardId: number, laneId: number, index: number) => void;
  onMoveLane: (laneId: number, index: number) => void;
  onRenameLane: (laneId: number, name: string) => void;
  onColorLane: (laneId: number, color: string) => void;
  onDeleteLane: (lane: KanbanBoardLaneDTO) => void;
  onOpenCard: (card: KanbanCardDTO) => void;
}

/** The lanes side by side (scrolling sideways), with drag and drop of lanes and cards. */
export function KanbanBoard(props: KanbanBoardProps) {
  const { lanes } = props;
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<KanbanCardDTO | null>(null);
  const sensors = useSensors(
    // a click opens a card; only a real drag moves it. On a touch screen a swipe scrolls the
    // board and a press held for a moment picks the card up.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );
  const cardById = (id: number) => lanes.flatMap((l) => l.kanbans).find((c) => c.id === id);

  const onDragStart = (e: DragStartEvent) =>
    setDragged(isLane(e.active.id) ? null : (cardById(idOf(e.active.id)) ?? null));

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    if (!over) return;
    if (isLane(active.id)) {
      const index = lanes.findIndex((l) => l.id === idOf(over.id));
      if (index >= 0 && over.id !== active.id) props.onMoveLane(idOf(active.id), index);
      return;
    }
    const cardId = idOf(active.id);
    if (isLane(over.id)) {
      const lane = lanes.find((l) => l.id === idOf(over.id));
      if (lane)
        props.onMoveCard(cardId, lane.id, lane.kanbans.filter((c) => c.id !== cardId).length);
      return;
    }
    const target = lanes.find((l) => l.kanbans.some((c) => c.id === idOf(over.id)));
    if (!target) return props.onMoveCard(cardId, -1, 0);
    props.onMoveCard(
      cardId,
      target.id,
      target.kanbans.findIndex((c) => c.id === idOf(over.id)),
    );
  };

  return (
    <DndContext
      sensors={sensors}
      accessibility={kanbanAnnouncements(t, lanes)}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <SortableContext
        items={lanes.map((l) => `lane-${l.id}`)}
        strategy={horizontalListSortingStrategy}
      >
        <Box
          data-testid="kanban-board"
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            overflowX: 'auto',
            flex: 1,
            minHeight: 0,
            pb: 1,
          }}
        >
          {lanes.map((lane) => (
            <KanbanLane
              key={lane.id}
              lane={lane}
              onRename={(name) => props.onRenameLane(lane.id, name)}
              onColor={(color) => props.onColorLane(lane.id, color)}
              onDelete={() => props.onDeleteLane(lane)}
              onOpenCard={props.onOpenCard}
              draggedId={dragged?.id ?? null}
            />
          ))}
        </Box>
      </SortableContext>
      <DragOverlay>
        {dragged && (
          <Paper elevation={6} sx={{ p: 1.25, width: LANE_WIDTH - 16, cursor: 'grabbing' }}>
            <KanbanCardFace card={dragged} />
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
