import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, List, Typography } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TicketDTO } from '@atende/shared';
import { isNearBottom } from '../../components/infinite-scroll-area';
import { TicketListItem, type TicketListItemProps } from './ticket-list-item';

const ESTIMATED_ROW_PX = 96;

type RowActions = Omit<TicketListItemProps, 'ticket' | 'selected'>;

interface TicketListProps extends RowActions {
  tickets: TicketDTO[];
  selectedUuid?: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The tickets of one tab: only the rows in view are rendered, and the next page is asked for
 * within 100 px of the bottom (spec 1 §9).
 */
export function TicketList({
  tickets,
  selectedUuid,
  hasMore,
  loading,
  onLoadMore,
  ...rowProps
}: TicketListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tickets.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => tickets[index].id,
    overscan: 6,
    // rows in the first render, before the list has been measured (one render fewer)
    initialRect: { width: 0, height: window.innerHeight },
  });

  const maybeLoadMore = () => {
    const el = scrollRef.current;
    if (el && hasMore && !loading && isNearBottom(el)) onLoadMore();
  };
  // a first page too short to scroll never fires a scroll event
  useEffect(maybeLoadMore);

  const rows = virtualizer.getVirtualItems();
  return (
    <Box
      ref={scrollRef}
      onScroll={maybeLoadMore}
      sx={{ flex: 1, minHeight: 0, overflow: 'auto', position: 'relative' }}
    >
      {tickets.length === 0 && !loading && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {t('tickets.list.empty')}
        </Typography>
      )}
      <List
        disablePadding
        aria-label={t('tickets.list.label')}
        sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {rows.map((row) => {
          const ticket = tickets[row.index];
          return (
            <TicketListItem
              key={row.key}
              ticket={ticket}
              selected={ticket.uuid === selectedUuid}
              rowRef={virtualizer.measureElement}
              index={row.index}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${row.start}px)`,
              }}
              {...rowProps}
            />
          );
        })}
      </List>
      {loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress size={24} aria-label={t('tickets.list.loading')} />
        </Box>
      )}
    </Box>
  );
}
