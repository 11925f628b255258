import { useEffect, useRef, type ReactNode, type UIEvent } from 'react';
import { Paper, type SxProps, type Theme } from '@mui/material';

/** Lists load their next page within 100 px of the bottom (spec 1 §9). */
export const LOAD_MORE_THRESHOLD_PX = 100;

export function isNearBottom(el: HTMLElement, threshold = LOAD_MORE_THRESHOLD_PX): boolean {
  return el.scrollHeight - (el.scrollTop + el.clientHeight) < threshold;
}

interface InfiniteScrollAreaProps {
  children: ReactNode;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  sx?: SxProps<Theme>;
}

/** A scrolling panel that asks for more rows as its bottom comes into view. */
export function InfiniteScrollArea({
  children,
  hasMore,
  loading,
  onLoadMore,
  sx,
}: InfiniteScrollAreaProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    if (hasMore && !loading && isNearBottom(e.currentTarget)) onLoadMore();
  };
  // A first page too short to scroll would never fire a scroll event: ask for more at once.
  useEffect(() => {
    if (hasMore && !loading && ref.current && isNearBottom(ref.current)) onLoadMore();
  }, [hasMore, loading, onLoadMore]);
  return (
    <Paper
      ref={ref}
      variant="outlined"
      onScroll={onScroll}
      sx={{ flex: 1, minHeight: 0, overflow: 'auto', ...sx }}
    >
      {children}
    </Paper>
  );
}
