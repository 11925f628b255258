import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { KanbanCardDTO } from '@atende/shared';
import { KanbanCard } from './kanban-card';

/** A card with a title, a queue chip and a line of tags: corrected by measuring once drawn. */
const ESTIMATED_CARD_PX = 96;
const CARD_GAP_PX = 8;
const CARDS_WITHOUT_SIZE = 20;

interface LaneCardsProps {
  cards: KanbanCardDTO[];
  /** The card being dragged, kept drawn even when scrolled out of view (dnd-kit needs it). */
  draggedId: number | null;
  onOpenCard: (card: KanbanCardDTO) => void;
}

/**
 * A lane's cards, sortable within and across lanes. Only the cards in view are drawn: a board
 * holds up to 2,000 cards, and a lane can hold most of them.
 */
export function LaneCards({ cards, draggedId, onOpenCard }: LaneCardsProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const draggedIndex = cards.findIndex((c) => c.id === draggedId);
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    getItemKey: (index) => cards[index].id,
    gap: CARD_GAP_PX,
    overscan: 4,
    initialRect: { width: 0, height: window.innerHeight },
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      if (draggedIndex < 0 || indexes.includes(draggedIndex)) return indexes;
      return [...indexes, draggedIndex].sort((a, b) => a - b);
    },
  });
  const inView = virtualizer.getVirtualItems();
  // a lane with no size yet (not laid out) draws its first cards rather than none
  const drawn = inView.length
    ? inView
    : cards.slice(0, CARDS_WITHOUT_SIZE).map((c, index) => ({
        index,
        key: c.id,
        start: index * (ESTIMATED_CARD_PX + CARD_GAP_PX),
      }));
  return (
    <SortableContext
      items={cards.map((c) => `card-${c.id}`)}
      strategy={verticalListSortingStrategy}
    >
      <Box ref={scrollRef} sx={{ p: 1, overflowY: 'auto', minHeight: 72, flex: '1 1 auto' }}>
        {cards.length === 0 ? (
          <Box sx={{ color: 'text.secondary', fontSize: 13, textAlign: 'center', py: 2 }}>
            {t('kanban.emptyLane')}
          </Box>
        ) : (
          <Box sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
            {drawn.map(({ index, key, start }) => (
              <Box
                key={key}
                data-index={index}
                ref={virtualizer.measureElement}
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${start}px)`,
                }}
              >
                <KanbanCard card={cards[index]} onOpen={() => onOpenCard(cards[index])} />
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </SortableContext>
  );
}
