import { Skeleton, TableCell, TableRow } from '@mui/material';

interface TableStatusRowsProps {
  columns: number;
  loading: boolean;
  /** How many rows the table shows; none and not loading shows the empty text. */
  rows: number;
  emptyText: string;
}

/** Skeleton rows while a page loads, or one row saying the list is empty. */
export function TableStatusRows({ columns, loading, rows, emptyText }: TableStatusRowsProps) {
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
  return (
    <TableRow>
      <TableCell colSpan={columns} align="center" sx={{ color: 'text.secondary' }}>
        {emptyText}
      </TableCell>
    </TableRow>
  );
}
