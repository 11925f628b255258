import { Skeleton, TableCell, TableRow } from '@mui/material';
import { LoadFailedNotice } from './load-failed-notice';

/** A table's failed request: said instead of the empty text, with a way to ask again. */
export interface ListFailure {
  /** The list's request failed (after its retries): TanStack Query's `isError`. */
  failed?: boolean;
  /** Asks again ('Tentar novamente'): the query's `refetch`. */
  onRetry?: () => void;
}

interface TableStatusRowsProps extends ListFailure {
  columns: number;
  loading: boolean;
  /** How many rows the table shows; none and not loading shows the empty text. */
  rows: number;
  emptyText: string;
}

/**
 * Skeleton rows while a page loads, or one row saying the list is empty, or that it could not
 * be loaded. Rows already shown stay when a later request fails: data is never hidden.
 */
export function TableStatusRows({
  columns,
  loading,
  rows,
  emptyText,
  failed,
  onRetry,
}: TableStatusRowsProps) {
  if (loading) {
    return [0, 1, 2].map((i) => (
      <TableRow key={`skeleton-${i}`}>
        <TableCell colSpan={columns}>
          <Skeleton />
        </TableCell>
      </TableRow>
    ));
  }
  if (rows > 0) return null;
  if (failed) {
    return (
      <TableRow>
        <TableCell colSpan={columns} sx={{ p: 1 }}>
          <LoadFailedNotice onRetry={onRetry} />
        </TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ color: 'text.secondary' }}>
        {emptyText}
      </TableCell>
    </TableRow>
  );
}
