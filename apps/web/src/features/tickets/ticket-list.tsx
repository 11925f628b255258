import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, List, Typography } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TicketDTO } from '@atende/shared';
import { isNearBottom } from '../../components/infinite-scroll-area';
import { useFirstScreenShown } from '../../lib/use-first-screen-shown';
import { FirstSteps } from './first-steps';
import { TicketListItem, type TicketListItemProps } from './ticket-list-item';
import { LoadFailedNotice } from '../../components/load-failed-notice';

/** A row as measured: name, last message and its chips on two lines. */
const ESTIMATED_ROW_PX = 105;
/**
 * What lies above the list on a wide screen (top bar, tabs, buttons, sub-tabs: 203 px); on a
 * phone the page's own tabs add 48 px, one row too many at most.
 */
const LIST_TOP_PX = 200;
/** Rows rendered beyond the view, for scrolling; none before the first screen is up. */
const OVERSCAN_ROWS = 6;
/**
 * Every row's style, one object: the virtualiser writes each row's `top` into the DOM itself
 * (directDomUpdates), so measuring the rows re-renders none of them (they are memoised).
 */
const ROW_STYLE = { position: 'absolute', left: 0, width: '100%' } as const;

type RowActions = Omit<TicketListItemProps, 'ticket' | 'selected'>;

interface TicketListProps extends RowActions {
  tickets: TicketDTO[];
  selectedUuid?: string;
  hasMore: boolean;
  loading: boolean;
  /** The last request for the list failed (after its retries): said, never shown as empty. */
  failed: boolean;
  onRetry: () => void;
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
  failed,
  onRetry,
  onLoadMore,
  ...rowProps
}: TicketListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  // the rows out of view wait for the first screen: a row is some seventy components (list
  // item, badge, avatar, chips, buttons), six of them more than the rest of the page
  const firstScreenShown = useFirstScreenShown();
  const virtualizer = useVirtualizer({
    count: tickets.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => tickets[index].id,
    overscan: firstScreenShown ? OVERSCAN_ROWS : 0,
    // rows in the first render, before the list has been measured (one render fewer): about
    // those that fit, as a row rendered out of view is removed again once the list is measured
    initialRect: { width: 0, height: window.innerHeight - LIST_TOP_PX },
    // measured rows move in the DOM without a render: React renders the list again only when
    // rows enter or leave it (before, measuring rendered every row a second time before the
    // first paint)
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });

  const maybeLoadMore = () => {
    const el = scrollRef.current;
    if (el && hasMore && !loading && !failed && isNearBottom(el)) onLoadMore();
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
      {tickets.length === 0 && !loading && !failed && (
        <>
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('tickets.list.empty')}
          </Typography>
          <FirstSteps />
        </>
      )}
      {/* the virtualiser sets the list's height (containerRef) */}
      <List
        ref={virtualizer.containerRef}
        disablePadding
        aria-label={t('tickets.list.label')}
        sx={{ position: 'relative' }}
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
              style={ROW_STYLE}
              {...rowProps}
            />
          );
        })}
      </List>
      {failed && !loading && (
        <LoadFailedNotice text={t('tickets.list.failed')} onRetry={onRetry} sx={{ m: 1 }} />
      )}
      {loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <CircularProgress size={24} aria-label={t('tickets.list.loading')} />
        </Box>
      )}
    </Box>
  );
}
