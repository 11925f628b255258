import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { TableRow } from '@mui/material';

/**
 * The rows of a long table to draw: those in view of the scrolling area that holds the table,
 * and a few beyond. A table scrolled through holds thousands of rows; the DOM holds tens.
 * `before` and `after` are the heights of the rows not drawn, kept by two spacer rows.
 */
export function useVirtualTableRows(records: { id: number }[], estimatedRowPx: number) {
  const tableRef = useRef<HTMLTableElement>(null);
  const virtualizer = useVirtualizer({
    count: records.length,
    // the page's scroll area holds the table
    getScrollElement: () => tableRef.current?.parentElement ?? null,
    estimateSize: () => estimatedRowPx,
    getItemKey: (index) => records[index].id,
    overscan: 10,
    initialRect: { width: 0, height: window.innerHeight },
  });
  const inView = virtualizer.getVirtualItems();
  // an area with no size yet (not laid out) draws every row rather than none
  const rows = inView.length
    ? inView.map(({ index, key }) => ({ index, key }))
    : records.map((r, index) => ({ index, key: r.id as number | string | bigint }));
  return {
    tableRef,
    rows,
    before: inView[0]?.start ?? 0,
    after: inView.length ? virtualizer.getTotalSize() - inView[inView.length - 1].end : 0,
    measureRow: virtualizer.measureElement,
  };
}

/** An empty row of the height of the rows not drawn above or below the visible ones. */
export const SpacerRow = ({ height }: { height: number }) =>
  height > 0 ? <TableRow aria-hidden sx={{ height }} /> : null;
